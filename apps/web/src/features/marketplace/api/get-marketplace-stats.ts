import type { MarketplaceStats } from '@aurum/shared/marketplace/marketplace-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { marketplaceKeys } from './marketplace-keys';

/** GET /api/marketplace/stats: active providers, categories and the mean review rating. */
export function getMarketplaceStats(signal?: AbortSignal) {
  return apiRequest<MarketplaceStats>('/api/marketplace/stats', { signal });
}

export function useMarketplaceStats() {
  return useQuery({
    queryKey: marketplaceKeys.stats(),
    queryFn: ({ signal }) => getMarketplaceStats(signal),
  });
}
