import * as staffRequestRoutes from '@aurum/shared/admin/admin-requests-routes';
import type { RequestQueueFilters } from '@aurum/shared/admin/requests-contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys } from '../../../lib/query-keys';

const QUEUE_REFRESH_MS = 30_000;

/** GET /api/admin/requests: one page of the queue, newest first; '' filters are left out. */
function getRequestQueue(
  filters: RequestQueueFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
) {
  return callApi(staffRequestRoutes.queue, {
    query: {
      status: filters.status || undefined,
      confirmation: filters.confirmation || undefined,
      service_type: filters.service_type || undefined,
      q: filters.q.trim() || undefined,
      cursor,
    },
    signal,
  });
}

const requestQueueQuery = (filters: RequestQueueFilters) =>
  infiniteQueryOptions({
    queryKey: adminKeys.queue(filters),
    queryFn: ({ pageParam, signal }) => getRequestQueue(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    refetchInterval: QUEUE_REFRESH_MS,
  });

export function useRequestQueue(filters: RequestQueueFilters) {
  return useInfiniteQuery(requestQueueQuery(filters));
}
