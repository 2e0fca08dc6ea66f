import type { ServiceRequestDetail } from '@aurum/shared/requests/request-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateServiceRequests } from '../../../lib/query-keys';

/** POST /api/service-requests/:id/cancel: Cancel Request, while pending; answers the request. */
function cancelServiceRequest(id: string) {
  return apiRequest<ServiceRequestDetail>(
    `/api/service-requests/${encodeURIComponent(id)}/cancel`,
    { method: 'POST' },
  );
}

export function useCancelServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelServiceRequest,
    onSettled: () => invalidateServiceRequests(queryClient),
  });
}
