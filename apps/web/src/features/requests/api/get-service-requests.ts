import type { ServiceRequestDetail } from '@aurum/shared/requests/request-dto';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../auth/hooks/use-auth';
import { CALENDAR_EVENTS_KEY } from '../../calendar/api/get-calendar-events';

/**
 * Every query of the member's requests starts with this key, so one invalidation (after a change
 * here, or a live update from the server) refreshes every screen that lists requests.
 */
export const SERVICE_REQUESTS_KEY = 'service-requests';

/** Refetches the member's requests, and the calendar that shows their preferred dates. */
export function invalidateServiceRequests(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [SERVICE_REQUESTS_KEY] }),
    queryClient.invalidateQueries({ queryKey: [CALENDAR_EVENTS_KEY] }),
  ]);
}

/** GET /api/service-requests/details: the member's requests with provider and timeline, newest first. */
export function getServiceRequests(signal?: AbortSignal) {
  return apiRequest<ServiceRequestDetail[]>('/api/service-requests/details', { signal });
}

export const serviceRequestsQuery = (userId: string) =>
  queryOptions({
    queryKey: [SERVICE_REQUESTS_KEY, userId, 'details'],
    queryFn: ({ signal }) => getServiceRequests(signal),
    // Providers answer while the member looks: fetch again whenever they come back to the tab.
    refetchOnWindowFocus: true,
  });

export function useServiceRequests() {
  const { user } = useAuth();
  return useQuery({ ...serviceRequestsQuery(user?.id ?? ''), enabled: Boolean(user) });
}
