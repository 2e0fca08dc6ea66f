import type { OutboxMessageView } from '@aurum/shared/notifications/call-backs-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { devMailboxKeys } from '../../../lib/query-keys';

const MESSAGES_REFRESH_MS = 3_000;

/** GET /api/dev/messages: the SMS and WhatsApp messages the dev outbox kept, newest first. */
export function useTextMessages() {
  return useQuery({
    queryKey: devMailboxKeys.messages,
    queryFn: ({ signal }) => apiRequest<OutboxMessageView[]>('/api/dev/messages', { signal }),
    refetchInterval: MESSAGES_REFRESH_MS,
    retry: false,
  });
}
