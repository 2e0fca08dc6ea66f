import type { MarketplaceCategory } from '@aurum/shared/marketplace/marketplace-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { marketplaceKeys } from './marketplace-keys';

/** GET /api/marketplace/categories: the active categories by name, with their provider counts. */
export function getMarketplaceCategories(signal?: AbortSignal) {
  return apiRequest<MarketplaceCategory[]>('/api/marketplace/categories', { signal });
}

export function useMarketplaceCategories() {
  return useQuery({
    queryKey: marketplaceKeys.categories(),
    queryFn: ({ signal }) => getMarketplaceCategories(signal),
  });
}
