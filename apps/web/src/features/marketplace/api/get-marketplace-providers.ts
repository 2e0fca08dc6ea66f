import type { FirstScreenRead } from '@aurum/shared/first-screen';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as marketplaceRoutes from '@aurum/shared/marketplace/marketplace-routes';
import type { BrowseFilters } from '../utils/browse-params';
import { FIRST_DATA_FRESH_MS, marketplaceKeys } from '../../../lib/query-keys';

/**
 * GET /api/marketplace/providers: the first page of the providers matching the filters. The
 * server makes the same read for a first screen (ADR 031).
 */
export const marketplaceProvidersFirstPageRead = (filters: BrowseFilters) =>
  ({
    queryKey: marketplaceKeys.browse(filters),
    path: marketplaceRoutes.browse.path,
    query: {
      q: filters.q || undefined,
      category: filters.category || undefined,
      location: filters.location || undefined,
      price: filters.price || undefined,
      rating: filters.rating > 0 ? filters.rating : undefined,
      availability: filters.availability || undefined,
    },
    firstPage: { pageParam: undefined },
  }) satisfies FirstScreenRead;

/** One page of the providers matching the filters. */
function getMarketplaceProviders(filters: BrowseFilters, cursor: string | undefined) {
  const { query } = marketplaceProvidersFirstPageRead(filters);
  return callApi(marketplaceRoutes.browse, { query: { ...query, cursor } });
}

/**
 * The browse results, a page at a time ("Load more" follows next_cursor).
 *
 * Like every marketplace query, it does not hand react-query's abort signal to the fetch: a
 * query that reads the signal is aborted when its last screen unmounts, and requested again when
 * one mounts. That happened on every mount under StrictMode (development), and whenever a tab or
 * the provider detail unmounted the list during a load: stats, categories and providers went out
 * twice with the first set aborted. Unused, a load in flight simply finishes and is reused.
 */
export const marketplaceProvidersQuery = (filters: BrowseFilters) =>
  infiniteQueryOptions({
    queryKey: marketplaceKeys.browse(filters),
    queryFn: ({ pageParam }) => getMarketplaceProviders(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: FIRST_DATA_FRESH_MS,
  });

export function useMarketplaceProviders(filters: BrowseFilters, enabled = true) {
  return useInfiniteQuery({ ...marketplaceProvidersQuery(filters), enabled });
}
