import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { confirmationRedirect } from './sign-up';

/** POST /auth/v1/resend: a fresh confirmation link for an account that is not confirmed yet. */
export function resendConfirmation(email: string): Promise<unknown> {
  return apiRequest('/auth/v1/resend', {
    method: 'POST',
    body: { type: 'signup', email, redirect_to: confirmationRedirect() },
    anonymous: true,
  });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
