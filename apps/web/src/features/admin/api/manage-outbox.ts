import * as adminRoutes from '@aurum/shared/admin/admin-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys } from '../../../lib/query-keys';

const OUTBOX_REFRESH_MS = 10_000;

/** GET /api/admin/outbox?status=: e-mails newest first, without their bodies. */
function getOutbox(status: string, signal?: AbortSignal) {
  return callApi(adminRoutes.outbox, {
    query: { status: status || undefined },
    signal,
  });
}

export function useOutbox(status: string) {
  return useQuery({
    queryKey: adminKeys.outbox(status),
    queryFn: ({ signal }) => getOutbox(status, signal),
    refetchInterval: OUTBOX_REFRESH_MS,
  });
}

/** POST /api/admin/outbox/:id/retry: a failed message is queued again. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(adminRoutes.retryMail, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.outboxLists() }),
  });
}
