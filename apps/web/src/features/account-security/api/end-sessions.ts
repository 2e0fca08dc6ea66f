import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { auditLogKeys, signedInDeviceKeys } from '../../../lib/query-keys';

/** DELETE /auth/v1/sessions/:id: one of the member's devices is signed out at once. */
function endSession(id: string) {
  return apiRequest<void>(`/auth/v1/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** POST /auth/v1/logout?scope=others: every device but this one is signed out. */
function endOtherSessions() {
  return apiRequest<void>('/auth/v1/logout', { method: 'POST', query: { scope: 'others' } });
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
