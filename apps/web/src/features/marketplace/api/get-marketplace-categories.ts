import type { FirstScreenRead } from '@aurum/shared/first-screen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as marketplaceRoutes from '@aurum/shared/marketplace/marketplace-routes';
import { FIRST_DATA_FRESH_MS, marketplaceKeys } from '../../../lib/query-keys';

/**
 * GET /api/marketplace/categories: the active categories by name, with their provider counts.
 * The server makes the same read for a first screen (ADR 031).
 */
export const marketplaceCategoriesRead = () =>
  ({
    queryKey: marketplaceKeys.categories(),
    path: marketplaceRoutes.categories.path,
  }) satisfies FirstScreenRead;

function getMarketplaceCategories() {
  return callApi(marketplaceRoutes.categories);
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
