import type { ProviderDetail } from '@aurum/shared/marketplace/marketplace-rules';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { marketplaceKeys } from '../../../lib/query-keys';

/** GET /api/marketplace/providers/:id: contacts, stats, reviews and today's free slots. */
function getProviderDetail(id: string) {
  return apiRequest<ProviderDetail>(`/api/marketplace/providers/${encodeURIComponent(id)}`);
}

export function useProviderDetail(id: string) {
  return useQuery({
    queryKey: marketplaceKeys.provider(id),
    // Not aborted when the screen unmounts: see useMarketplaceProviders.
    queryFn: () => getProviderDetail(id),
  });
}
