import * as accountRoutes from '@aurum/shared/auth/account-security-routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';

/**
 * PUT /auth/v1/user (ADR 051): a new password, or a new address that changes once its link is
 * followed. Both need a recent re-authentication (403 AUTH_REAUTH_REQUIRED otherwise): run them
 * through useReauthenticated.
 */
function changePassword(password: string) {
  return callApi(accountRoutes.changePassword, { body: { password } });
}

function requestEmailChange(email: string) {
  return callApi(accountRoutes.requestEmailChange, { body: { email } });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
