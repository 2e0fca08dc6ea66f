import { HOME_ROUTE } from '@aurum/shared/routes';
import type { SignUpForm } from '@aurum/shared/auth/auth-schemas';
import type { AuthUser } from '@aurum/shared/auth/session';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface SignUpResult {
  user: AuthUser;
  session: null;
  confirmation_sent_at: string | null;
}

/** Where the confirmation link brings the member back (spec 01 section 7). */
export const confirmationRedirect = () => `${window.location.origin}${HOME_ROUTE}`;

/** POST /auth/v1/signup; the name, when given, is stored as both name and full_name. */
export function signUp(form: SignUpForm): Promise<SignUpResult> {
  const name = form.name?.trim();
  return apiRequest<SignUpResult>('/auth/v1/signup', {
    method: 'POST',
    body: {
      email: form.email,
      password: form.password,
      data: name ? { name, full_name: name } : {},
      redirect_to: confirmationRedirect(),
    },
    anonymous: true,
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
