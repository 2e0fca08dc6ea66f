import type { MarketplaceStats } from '@aurum/shared/marketplace/marketplace-rules';
import type { FirstScreenRead } from '@aurum/shared/first-screen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FIRST_DATA_FRESH_MS, marketplaceKeys } from '../../../lib/query-keys';

/**
 * GET /api/marketplace/stats: active providers, categories and the mean review rating.
 * The server makes the same read for a first screen (ADR 031).
 */
export const marketplaceStatsRead = () =>
  ({ queryKey: marketplaceKeys.stats(), path: '/api/marketplace/stats' }) satisfies FirstScreenRead;

function getMarketplaceStats() {
  return apiRequest<MarketplaceStats>(marketplaceStatsRead().path);
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
