import type { CreatedServiceRequest } from '@aurum/shared/requests/request-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { RequestFormData } from '../utils/request-form-values';
import { invalidateServiceRequests } from '../../../lib/query-keys';

/**
 * POST /api/service-requests: files a request; answers it with the providers to choose from and
 * the requests left this month. 429 REQUEST_LIMIT_REACHED when the plan's limit is used up.
 */
function createServiceRequest(form: RequestFormData) {
  return apiRequest<CreatedServiceRequest>('/api/service-requests', {
    method: 'POST',
    body: form,
  });
}

export function useCreateServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createServiceRequest,
    onSettled: () => invalidateServiceRequests(queryClient),
  });
}
