import * as authRoutes from '@aurum/shared/auth/auth-routes';
import type { SignInInput } from '@aurum/shared/auth/auth-contract';
import type { Session } from '@aurum/shared/auth/session';
import { isMfaChallenge, type MfaChallenge } from '@aurum/shared/auth/two-factor-rules';
import { useMutation } from '@tanstack/react-query';
import { readSession } from '../../../lib/answer-shapes';
import { callApi } from '../../../lib/call-api';
import { sessionStore } from '../../../lib/session-store';

/**
 * POST /auth/v1/token?grant_type=password; the server also sets the HttpOnly refresh cookie. An
 * account with a second factor answers an MFA challenge instead (no session yet, ADR 052).
 */
async function signIn(input: SignInInput): Promise<Session | MfaChallenge> {
  const body = await callApi(authRoutes.signIn, {
    query: { grant_type: 'password' },
    body: { email: input.email, password: input.password },
    anonymous: true,
  });
  if (isMfaChallenge(body)) return body;
  const session = readSession(body);
  sessionStore.set('SIGNED_IN', session);
  return session;
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
