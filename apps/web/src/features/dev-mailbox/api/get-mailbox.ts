import * as devMailboxRoutes from '@aurum/shared/dev-mailbox/dev-mailbox-routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { devMailboxKeys } from '../../../lib/query-keys';

const MAILBOX_REFRESH_MS = 3_000;

/** GET /api/dev/mailbox: what the local mailer kept, newest first. */
export function useMailbox() {
  return useQuery({
    queryKey: devMailboxKeys.all,
    queryFn: ({ signal }) => callApi(devMailboxRoutes.mailbox, { signal }),
    refetchInterval: MAILBOX_REFRESH_MS,
    retry: false,
  });
}
