import {
  REQUEST_FILTERS,
  REQUEST_STATUS_PAGE_SIZE,
  type RequestFilter,
} from '@aurum/shared/requests/request-status';
import type { FirstScreenRead } from '@aurum/shared/first-screen';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as requestRoutes from '@aurum/shared/requests/requests-routes';
import { FIRST_DATA_FRESH_MS, serviceRequestKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/**
 * GET /api/service-requests/details?limit=&filter=&cursor=: one page of /request-status, newest
 * first, filtered by displayed status on the server, each request with its newest timeline
 * entries only (ADR 017). The server makes the first page's read for a first screen (ADR 031).
 */
export const requestStatusFirstPageRead = (userId: string, filter: RequestFilter) =>
  ({
    queryKey: serviceRequestKeys.statusPages(userId, filter),
    path: requestRoutes.statusPage.path,
    query: { limit: REQUEST_STATUS_PAGE_SIZE, filter },
    firstPage: { pageParam: null },
  }) satisfies FirstScreenRead;

function getRequestStatusPage(filter: RequestFilter, cursor: string | null, signal?: AbortSignal) {
  const { query } = requestStatusFirstPageRead('', filter);
  return callApi(requestRoutes.statusPage, {
    signal,
    query: { ...query, cursor: cursor ?? undefined },
  });
}

/** The filter the address asks for (`?filter=`), or all. */
export function requestFilterOf(params: URLSearchParams): RequestFilter {
  const raw = params.get('filter');
  return (REQUEST_FILTERS as readonly (string | null)[]).includes(raw)
    ? (raw as RequestFilter)
    : 'all';
}

export const requestStatusPagesQuery = (userId: string, filter: RequestFilter) =>
  infiniteQueryOptions({
    queryKey: serviceRequestKeys.statusPages(userId, filter),
    queryFn: ({ pageParam, signal }) => getRequestStatusPage(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    // Providers answer while the member looks: fetch again whenever they come back to the tab.
    refetchOnWindowFocus: true,
    staleTime: FIRST_DATA_FRESH_MS,
  });

export function useRequestStatusPages(filter: RequestFilter) {
  const { user } = useAuth();
  return useInfiniteQuery({
    ...requestStatusPagesQuery(user?.id ?? '', filter),
    enabled: Boolean(user),
  });
}
