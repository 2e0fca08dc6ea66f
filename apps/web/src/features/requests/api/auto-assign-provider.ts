import type { MatchingResult } from '@aurum/shared/requests/request-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateServiceRequests } from '../../../lib/query-keys';

/**
 * POST /api/service-requests/:id/auto-assign ("Skip - Auto-assign Provider"): automated matching
 * notifies the best providers, or hands the request to the concierge team.
 */
function autoAssignProvider(requestId: string) {
  return apiRequest<MatchingResult>(
    `/api/service-requests/${encodeURIComponent(requestId)}/auto-assign`,
    { method: 'POST' },
  );
}

export function useAutoAssignProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: autoAssignProvider,
    onSettled: () => invalidateServiceRequests(queryClient),
  });
}
