import { RECENT_REQUESTS_LIMIT } from '@aurum/shared/requests/confirmation-status';
import type { FirstScreenRead } from '@aurum/shared/first-screen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as requestRoutes from '@aurum/shared/requests/requests-routes';
import { FIRST_DATA_FRESH_MS, serviceRequestKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/**
 * GET /api/service-requests?limit=3: the member's most recent requests, newest first. The server
 * makes the same read for a first screen (ADR 031).
 */
export const recentServiceRequestsRead = (userId: string) =>
  ({
    queryKey: serviceRequestKeys.recent(userId),
    path: requestRoutes.recent.path,
    query: { limit: RECENT_REQUESTS_LIMIT },
  }) satisfies FirstScreenRead;

export const recentServiceRequestsQuery = (userId: string) =>
  queryOptions({
    queryKey: serviceRequestKeys.recent(userId),
    queryFn: ({ signal }) => {
      const read = recentServiceRequestsRead(userId);
      return callApi(requestRoutes.recent, { query: read.query, signal });
    },
    // Statuses change while the member looks: fetch again whenever they come back to the tab.
    refetchOnWindowFocus: true,
    staleTime: FIRST_DATA_FRESH_MS,
  });

export function useRecentServiceRequests() {
  const { user } = useAuth();
  return useQuery({ ...recentServiceRequestsQuery(user?.id ?? ''), enabled: Boolean(user) });
}
