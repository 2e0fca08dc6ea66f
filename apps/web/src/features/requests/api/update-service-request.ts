import type { ServiceRequestDetail } from '@aurum/shared/requests/request-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
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
  return apiRequest<ServiceRequestDetail>(`/api/service-requests/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
  });
}

export function useUpdateServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServiceRequest,
    onSettled: () => invalidateServiceRequests(queryClient),
  });
}
