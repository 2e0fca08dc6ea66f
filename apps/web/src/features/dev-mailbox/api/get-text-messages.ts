import * as devMailboxRoutes from '@aurum/shared/dev-mailbox/dev-mailbox-routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { devMailboxKeys } from '../../../lib/query-keys';

const MESSAGES_REFRESH_MS = 3_000;

/** GET /api/dev/messages: the SMS and WhatsApp messages the dev outbox kept, newest first. */
export function useTextMessages() {
  return useQuery({
    queryKey: devMailboxKeys.messages,
    queryFn: ({ signal }) => callApi(devMailboxRoutes.textMessages, { signal }),
    refetchInterval: MESSAGES_REFRESH_MS,
    retry: false,
  });
}
