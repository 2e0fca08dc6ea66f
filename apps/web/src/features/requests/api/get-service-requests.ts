import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as requestRoutes from '@aurum/shared/requests/requests-routes';
import { serviceRequestKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/service-requests/details: the member's requests with provider and timeline, newest first. */
function getServiceRequests(signal?: AbortSignal) {
  return callApi(requestRoutes.details, { signal });
}

const serviceRequestsQuery = (userId: string) =>
  queryOptions({
    queryKey: serviceRequestKeys.details(userId),
    queryFn: ({ signal }) => getServiceRequests(signal),
    // Providers answer while the member looks: fetch again whenever they come back to the tab.
    refetchOnWindowFocus: true,
  });

export function useServiceRequests() {
  const { user } = useAuth();
  return useQuery({ ...serviceRequestsQuery(user?.id ?? ''), enabled: Boolean(user) });
}
