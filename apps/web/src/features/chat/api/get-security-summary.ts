import * as chatRoutes from '@aurum/shared/chat/chat-routes';
import { SECURITY_PANEL } from '@aurum/shared/chat/chat-texts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { chatKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/chat/security: the member's own security events of the last hour, summed up. */
function getSecuritySummary(signal?: AbortSignal) {
  return callApi(chatRoutes.security, { signal });
}

/** Refreshed every 30 s while the panel is open (spec 02 section 9). */
export function useSecuritySummary() {
  const { user } = useAuth();
  return useQuery({
    queryKey: chatKeys.security(user?.id ?? ''),
    queryFn: ({ signal }) => getSecuritySummary(signal),
    enabled: Boolean(user),
    refetchInterval: SECURITY_PANEL.refreshMs,
  });
}
