import * as accountRoutes from '@aurum/shared/auth/account-security-routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { signedInDeviceKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /auth/v1/sessions: the member's signed-in devices, this one first. */
function getSessions(signal?: AbortSignal) {
  return callApi(accountRoutes.sessions, { signal });
}

export function useSessions() {
  const { user } = useAuth();
  return useQuery({
    queryKey: signedInDeviceKeys.list(user?.id ?? ''),
    queryFn: ({ signal }) => getSessions(signal),
    enabled: Boolean(user),
  });
}
