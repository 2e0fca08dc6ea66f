import type { FirstScreenRead } from '@aurum/shared/first-screen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as marketplaceRoutes from '@aurum/shared/marketplace/marketplace-routes';
import { FIRST_DATA_FRESH_MS, marketplaceKeys } from '../../../lib/query-keys';

/**
 * GET /api/marketplace/stats: active providers, categories and the mean review rating.
 * The server makes the same read for a first screen (ADR 031).
 */
export const marketplaceStatsRead = () =>
  ({
    queryKey: marketplaceKeys.stats(),
    path: marketplaceRoutes.stats.path,
  }) satisfies FirstScreenRead;

function getMarketplaceStats() {
  return callApi(marketplaceRoutes.stats);
}

export const marketplaceStatsQuery = () =>
  queryOptions({
    queryKey: marketplaceKeys.stats(),
    // Not aborted when the screen unmounts: see useMarketplaceProviders.
    queryFn: () => getMarketplaceStats(),
    staleTime: FIRST_DATA_FRESH_MS,
  });

export function useMarketplaceStats() {
  return useQuery(marketplaceStatsQuery());
}
