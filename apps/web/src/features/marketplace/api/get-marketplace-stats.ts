import type { MarketplaceStats } from '@aurum/shared/marketplace/marketplace-rules';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { marketplaceKeys } from '../../../lib/query-keys';

/** GET /api/marketplace/stats: active providers, categories and the mean review rating. */
function getMarketplaceStats() {
  return apiRequest<MarketplaceStats>('/api/marketplace/stats');
}

export function useMarketplaceStats() {
  return useQuery({
    queryKey: marketplaceKeys.stats(),
    // Not aborted when the screen unmounts: see useMarketplaceProviders.
    queryFn: () => getMarketplaceStats(),
  });
}
