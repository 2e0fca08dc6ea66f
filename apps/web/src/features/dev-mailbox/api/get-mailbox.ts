import type { MailboxMessage } from '@aurum/shared/dev-mailbox/mailbox-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { devMailboxKeys } from '../../../lib/query-keys';

const MAILBOX_REFRESH_MS = 3_000;

/** GET /api/dev/mailbox: what the local mailer kept, newest first. */
function getMailbox(signal?: AbortSignal): Promise<MailboxMessage[]> {
  return apiRequest<MailboxMessage[]>('/api/dev/mailbox', { signal });
}

export function useMailbox() {
  return useQuery({
    queryKey: devMailboxKeys.all,
    queryFn: ({ signal }) => getMailbox(signal),
    refetchInterval: MAILBOX_REFRESH_MS,
    retry: false,
  });
}
