import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /auth/v1/reauthenticate: the password again; this session may then make sensitive
 * changes for a few minutes (ASVS 7.5.1). A wrong password answers 400 AUTH_REAUTH_INVALID.
 */
function reauthenticate(password: string) {
  return apiRequest<{ reauthenticated_until: string }>('/auth/v1/reauthenticate', {
    method: 'POST',
    body: { password },
  });
}

export function useReauthenticate() {
  return useMutation({ mutationFn: reauthenticate });
}
