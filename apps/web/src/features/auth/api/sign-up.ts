import { AUTH_ROUTE, HOME_ROUTE } from '@aurum/shared/routes';
import * as authRoutes from '@aurum/shared/auth/auth-routes';
import type { SignUpForm } from '@aurum/shared/auth/auth-contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { withReturnAddress } from '../../../lib/return-address';

/**
 * Where the confirmation link brings the member back: /dashboard (spec 01 section 7), or, when a
 * gated page sent them to sign up, /auth with that page to return to (the server puts the session
 * in the fragment, which would replace the page's own).
 */
export const confirmationRedirect = (returnTo: string | null = null) => {
  const target = withReturnAddress(AUTH_ROUTE, returnTo);
  return `${window.location.origin}${target === AUTH_ROUTE ? HOME_ROUTE : target}`;
};

/** POST /auth/v1/signup; the name, when given, is stored as both name and full_name. */
function signUp(form: SignUpForm, returnTo: string | null = null) {
  const name = form.name?.trim();
  return callApi(authRoutes.signUp, {
    body: {
      email: form.email,
      password: form.password,
      data: name ? { name, full_name: name } : {},
      redirect_to: confirmationRedirect(returnTo),
    },
    anonymous: true,
  });
}

export function useSignUp(returnTo: string | null = null) {
  return useMutation({ mutationFn: (form: SignUpForm) => signUp(form, returnTo) });
}
