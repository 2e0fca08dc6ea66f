import type { ProviderDetail } from '@aurum/shared/marketplace/marketplace-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { marketplaceKeys } from './marketplace-keys';

/** GET /api/marketplace/providers/:id: contacts, stats, reviews and today's free slots. */
export function getProviderDetail(id: string, signal?: AbortSignal) {
  return apiRequest<ProviderDetail>(`/api/marketplace/providers/${encodeURIComponent(id)}`, {
    signal,
  });
}

export function useProviderDetail(id: string) {
  return useQuery({
    queryKey: marketplaceKeys.provider(id),
    queryFn: ({ signal }) => getProviderDetail(id, signal),
  });
}
