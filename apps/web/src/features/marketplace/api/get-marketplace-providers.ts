import type { BrowseResult } from '@aurum/shared/marketplace/marketplace-contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { BrowseFilters } from '../utils/browse-params';
import { marketplaceKeys } from './marketplace-keys';

/** GET /api/marketplace/providers: one page of the providers matching the filters. */
export function getMarketplaceProviders(
  filters: BrowseFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
) {
  return apiRequest<BrowseResult>('/api/marketplace/providers', {
    query: {
      q: filters.q || undefined,
      category: filters.category || undefined,
      location: filters.location || undefined,
      price: filters.price || undefined,
      rating: filters.rating > 0 ? filters.rating : undefined,
      availability: filters.availability || undefined,
      cursor,
    },
    signal,
  });
}

/** The browse results, a page at a time ("Load more" follows next_cursor). */
export function useMarketplaceProviders(filters: BrowseFilters, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: marketplaceKeys.browse(filters),
    queryFn: ({ pageParam, signal }) => getMarketplaceProviders(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}
