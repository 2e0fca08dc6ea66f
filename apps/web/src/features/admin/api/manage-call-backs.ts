import type { CallBackTask } from '@aurum/shared/notifications/call-backs-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

const CALL_BACKS_REFRESH_MS = 15_000;

/** GET /api/admin/call-backs: the open call-back tasks, oldest first. */
export function useCallBacks() {
  return useQuery({
    queryKey: adminKeys.callBacks(),
    queryFn: ({ signal }) => apiRequest<CallBackTask[]>('/api/admin/call-backs', { signal }),
    refetchInterval: CALL_BACKS_REFRESH_MS,
  });
}

/** POST /api/admin/call-backs/:id/done: the member was rung back. */
export function useMarkCallBackDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<CallBackTask>(`/api/admin/call-backs/${encodeURIComponent(id)}/done`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.callBacks() }),
  });
}
