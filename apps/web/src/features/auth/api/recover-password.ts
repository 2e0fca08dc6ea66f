import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /auth/v1/recover (ADR 050): asks for a password reset link. The server answers the same
 * whether or not the address has an account.
 */
function recoverPassword(email: string): Promise<unknown> {
  return apiRequest('/auth/v1/recover', { method: 'POST', body: { email }, anonymous: true });
}

export function useRecoverPassword() {
  return useMutation({ mutationFn: recoverPassword });
}
