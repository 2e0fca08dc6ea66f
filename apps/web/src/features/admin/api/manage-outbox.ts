import type { OutboxMessage } from '@aurum/shared/admin/outbox-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

const OUTBOX_REFRESH_MS = 10_000;

/** GET /api/admin/outbox?status=: e-mails newest first, without their bodies. */
function getOutbox(status: string, signal?: AbortSignal) {
  return apiRequest<OutboxMessage[]>('/api/admin/outbox', {
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
    mutationFn: (id: string) =>
      apiRequest<OutboxMessage>(`/api/admin/outbox/${encodeURIComponent(id)}/retry`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.outboxLists() }),
  });
}
