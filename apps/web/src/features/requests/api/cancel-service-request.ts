import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as requestRoutes from '@aurum/shared/requests/requests-routes';
import { invalidateServiceRequests } from '../../../lib/query-keys';

/** POST /api/service-requests/:id/cancel: Cancel Request, while pending; answers the request. */
function cancelServiceRequest(id: string) {
  return callApi(requestRoutes.cancel, { params: { id } });
}

export function useCancelServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelServiceRequest,
    onSettled: () => invalidateServiceRequests(queryClient),
  });
}
