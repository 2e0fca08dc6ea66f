import type { MarketplaceProvider } from '@aurum/shared/marketplace/marketplace-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { marketplaceKeys } from './marketplace-keys';

/** GET /api/marketplace/emergency: providers whose description says emergency or 24/7. */
export function getEmergencyProviders(signal?: AbortSignal) {
  return apiRequest<MarketplaceProvider[]>('/api/marketplace/emergency', { signal });
}

export function useEmergencyProviders(enabled = true) {
  return useQuery({
    queryKey: marketplaceKeys.emergency(),
    queryFn: ({ signal }) => getEmergencyProviders(signal),
    enabled,
  });
}
