import * as accountRoutes from '@aurum/shared/auth/account-security-routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';

/**
 * POST /auth/v1/reauthenticate: the password again; this session may then make sensitive
 * changes for a few minutes (ASVS 7.5.1). A wrong password answers 400 AUTH_REAUTH_INVALID.
 */
function reauthenticate(password: string) {
  return callApi(accountRoutes.reauthenticate, { body: { password } });
}

export function useReauthenticate() {
  return useMutation({ mutationFn: reauthenticate });
}
