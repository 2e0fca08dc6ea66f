import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as requestRoutes from '@aurum/shared/requests/requests-routes';
import { invalidateServiceRequests } from '../../../lib/query-keys';

/**
 * POST /api/service-requests/:id/auto-assign ("Skip - Auto-assign Provider"): automated matching
 * notifies the best providers, or hands the request to the concierge team.
 */
function autoAssignProvider(requestId: string) {
  return callApi(requestRoutes.autoAssign, { params: { id: requestId } });
}

export function useAutoAssignProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: autoAssignProvider,
    onSettled: () => invalidateServiceRequests(queryClient),
  });
}
