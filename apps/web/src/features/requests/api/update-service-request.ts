import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as requestRoutes from '@aurum/shared/requests/requests-routes';
import type { RequestFormData } from '../utils/request-form-values';
import { invalidateServiceRequests } from '../../../lib/query-keys';

export interface UpdateServiceRequestInput {
  id: string;
  form: RequestFormData;
}

/** PATCH /api/service-requests/:id: Modify Request; 409 REQUEST_NOT_PENDING once answered or closed. */
function updateServiceRequest({ id, form }: UpdateServiceRequestInput) {
  // The likely-duplicate question is asked when a request is filed, not when it is changed.
  const { file_anyway: _filing, ...changes } = form;
  return callApi(requestRoutes.modify, { params: { id }, body: changes });
}

export function useUpdateServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServiceRequest,
    onSettled: () => invalidateServiceRequests(queryClient),
  });
}
