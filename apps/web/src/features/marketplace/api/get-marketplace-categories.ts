import type { MarketplaceCategory } from '@aurum/shared/marketplace/marketplace-rules';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { marketplaceKeys } from '../../../lib/query-keys';

/** GET /api/marketplace/categories: the active categories by name, with their provider counts. */
function getMarketplaceCategories() {
  return apiRequest<MarketplaceCategory[]>('/api/marketplace/categories');
}

export function useMarketplaceCategories() {
  return useQuery({
    queryKey: marketplaceKeys.categories(),
    // Not aborted when the screen unmounts: see useMarketplaceProviders.
    queryFn: () => getMarketplaceCategories(),
  });
}
