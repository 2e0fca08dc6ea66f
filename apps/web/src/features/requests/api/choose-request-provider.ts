import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as requestRoutes from '@aurum/shared/requests/requests-routes';
import { invalidateServiceRequests } from '../../../lib/query-keys';

export interface ChooseRequestProviderInput {
  requestId: string;
  providerId: string;
}

/** POST /api/service-requests/:id/provider: the chosen provider is asked to confirm. */
function chooseRequestProvider({ requestId, providerId }: ChooseRequestProviderInput) {
  return callApi(requestRoutes.chooseProvider, {
    params: { id: requestId },
    body: { provider_id: providerId },
  });
}

export function useChooseRequestProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseRequestProvider,
    onSettled: () => invalidateServiceRequests(queryClient),
  });
}
