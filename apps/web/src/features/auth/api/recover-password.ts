import * as authRoutes from '@aurum/shared/auth/auth-routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';

/**
 * POST /auth/v1/recover (ADR 050): asks for a password reset link. The server answers the same
 * whether or not the address has an account.
 */
function recoverPassword(email: string) {
  return callApi(authRoutes.recover, { body: { email }, anonymous: true });
}

export function useRecoverPassword() {
  return useMutation({ mutationFn: recoverPassword });
}
