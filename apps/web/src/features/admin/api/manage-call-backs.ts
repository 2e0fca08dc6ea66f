import * as adminRoutes from '@aurum/shared/admin/admin-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys } from '../../../lib/query-keys';

const CALL_BACKS_REFRESH_MS = 15_000;

/** GET /api/admin/call-backs: the open call-back tasks, oldest first. */
export function useCallBacks() {
  return useQuery({
    queryKey: adminKeys.callBacks(),
    queryFn: ({ signal }) => callApi(adminRoutes.callBacks, { signal }),
    refetchInterval: CALL_BACKS_REFRESH_MS,
  });
}

/** POST /api/admin/call-backs/:id/done: the member was rung back. */
export function useMarkCallBackDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(adminRoutes.callBackDone, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.callBacks() }),
  });
}
