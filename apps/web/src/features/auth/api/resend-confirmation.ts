import * as authRoutes from '@aurum/shared/auth/auth-routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { confirmationRedirect } from './sign-up';

/** POST /auth/v1/resend: a fresh confirmation link for an account that is not confirmed yet. */
function resendConfirmation(email: string, returnTo: string | null = null) {
  return callApi(authRoutes.resendConfirmation, {
    body: { type: 'signup', email, redirect_to: confirmationRedirect(returnTo) },
    anonymous: true,
  });
}

export function useResendConfirmation(returnTo: string | null = null) {
  return useMutation({ mutationFn: (email: string) => resendConfirmation(email, returnTo) });
}
