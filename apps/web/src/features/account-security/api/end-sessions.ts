import * as authRoutes from '@aurum/shared/auth/auth-routes';
import * as accountRoutes from '@aurum/shared/auth/account-security-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { auditLogKeys, signedInDeviceKeys } from '../../../lib/query-keys';

/** DELETE /auth/v1/sessions/:id: one of the member's devices is signed out at once. */
function endSession(id: string) {
  return callApi(accountRoutes.endSession, { params: { id } });
}

/** POST /auth/v1/logout?scope=others: every device but this one is signed out. */
function endOtherSessions() {
  return callApi(authRoutes.signOut, { query: { scope: 'others' } });
}

function useSessionsChange<T>(mutationFn: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: signedInDeviceKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditLogKeys.all }),
      ]),
  });
}

export const useEndSession = () => useSessionsChange(endSession);
export const useEndOtherSessions = () => useSessionsChange(endOtherSessions);
