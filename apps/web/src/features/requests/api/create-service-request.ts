import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as requestRoutes from '@aurum/shared/requests/requests-routes';
import type { RequestFormData } from '../utils/request-form-values';
import { invalidateServiceRequests } from '../../../lib/query-keys';

/**
 * POST /api/service-requests: files a request; answers it with the providers to choose from and
 * the requests left this month. 429 REQUEST_LIMIT_REACHED when the plan's limit is used up.
 */
function createServiceRequest(form: RequestFormData) {
  return callApi(requestRoutes.file, { body: form });
}

export function useCreateServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createServiceRequest,
    onSettled: () => invalidateServiceRequests(queryClient),
  });
}
