import type { ServiceRequestDetail } from '@aurum/shared/requests/request-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { serviceRequestKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/service-requests/:id: one of the member's requests with provider and timeline. */
function getServiceRequest(id: string, signal?: AbortSignal) {
  return apiRequest<ServiceRequestDetail>(`/api/service-requests/${encodeURIComponent(id)}`, {
    signal,
  });
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
