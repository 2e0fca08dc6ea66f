import type { ServiceRequestDetail } from '@aurum/shared/requests/request-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateServiceRequests } from '../../../lib/query-keys';

export interface ChooseRequestProviderInput {
  requestId: string;
  providerId: string;
}

/** POST /api/service-requests/:id/provider: the chosen provider is asked to confirm. */
function chooseRequestProvider({ requestId, providerId }: ChooseRequestProviderInput) {
  return apiRequest<ServiceRequestDetail>(
    `/api/service-requests/${encodeURIComponent(requestId)}/provider`,
    { method: 'POST', body: { provider_id: providerId } },
  );
}

export function useChooseRequestProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseRequestProvider,
    onSettled: () => invalidateServiceRequests(queryClient),
  });
}
