import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as requestRoutes from '@aurum/shared/requests/requests-routes';
import { serviceRequestKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/service-requests/:id: one of the member's requests with provider and timeline. */
function getServiceRequest(id: string, signal?: AbortSignal) {
  return callApi(requestRoutes.get, { params: { id }, signal });
}

const serviceRequestQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: serviceRequestKeys.detail(userId, id),
    queryFn: ({ signal }) => getServiceRequest(id, signal),
  });

/** One request (for Modify Request and Book Again); idle while there is no id. */
export function useServiceRequest(id: string | null) {
  const { user } = useAuth();
  return useQuery({
    ...serviceRequestQuery(user?.id ?? '', id ?? ''),
    enabled: Boolean(user) && Boolean(id),
  });
}
