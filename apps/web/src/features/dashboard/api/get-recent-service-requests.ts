import {
  RECENT_REQUESTS_LIMIT,
  type RecentServiceRequest,
} from '@aurum/shared/requests/confirmation-status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FIRST_DATA_FRESH_MS, serviceRequestKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/service-requests?limit=3: the member's most recent requests, newest first. */
function getRecentServiceRequests(signal?: AbortSignal): Promise<RecentServiceRequest[]> {
  return apiRequest<RecentServiceRequest[]>('/api/service-requests', {
    query: { limit: RECENT_REQUESTS_LIMIT },
    signal,
  });
}

export const recentServiceRequestsQuery = (userId: string) =>
  queryOptions({
    queryKey: serviceRequestKeys.recent(userId),
    queryFn: ({ signal }) => getRecentServiceRequests(signal),
    // Statuses change while the member looks: fetch again whenever they come back to the tab.
    refetchOnWindowFocus: true,
    staleTime: FIRST_DATA_FRESH_MS,
  });

export function useRecentServiceRequests() {
  const { user } = useAuth();
  return useQuery({ ...recentServiceRequestsQuery(user?.id ?? ''), enabled: Boolean(user) });
}
