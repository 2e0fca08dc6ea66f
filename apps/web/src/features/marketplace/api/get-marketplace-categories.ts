import type { MarketplaceCategory } from '@aurum/shared/marketplace/marketplace-rules';
import type { FirstScreenRead } from '@aurum/shared/first-screen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FIRST_DATA_FRESH_MS, marketplaceKeys } from '../../../lib/query-keys';

/**
 * GET /api/marketplace/categories: the active categories by name, with their provider counts.
 * The server makes the same read for a first screen (ADR 031).
 */
export const marketplaceCategoriesRead = () =>
  ({
    queryKey: marketplaceKeys.categories(),
    path: '/api/marketplace/categories',
  }) satisfies FirstScreenRead;

function getMarketplaceCategories() {
  return apiRequest<MarketplaceCategory[]>(marketplaceCategoriesRead().path);
}

export const marketplaceCategoriesQuery = () =>
  queryOptions({
    queryKey: marketplaceKeys.categories(),
    // Not aborted when the screen unmounts: see useMarketplaceProviders.
    queryFn: () => getMarketplaceCategories(),
    staleTime: FIRST_DATA_FRESH_MS,
  });

export function useMarketplaceCategories() {
  return useQuery(marketplaceCategoriesQuery());
}
