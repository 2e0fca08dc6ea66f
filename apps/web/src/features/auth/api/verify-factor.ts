import * as authRoutes from '@aurum/shared/auth/auth-routes';
import type { Session } from '@aurum/shared/auth/session';
import { useMutation } from '@tanstack/react-query';
import { readSession } from '../../../lib/answer-shapes';
import { callApi } from '../../../lib/call-api';
import { sessionStore } from '../../../lib/session-store';

export interface VerifyFactorInput {
  mfa_token: string;
  type: 'totp' | 'recovery_code';
  code: string;
}

/**
 * POST /auth/v1/factors/verify (ADR 052): the second step of a sign-in. Answers the session as
 * /token does (and the server sets its cookies); the spec's MFA_CHALLENGE_VERIFIED event follows.
 */
async function verifyFactor(input: VerifyFactorInput): Promise<Session> {
  const body = await callApi(authRoutes.verifyFactor, {
    body: input,
    anonymous: true,
  });
  const session = readSession(body);
  sessionStore.set('MFA_CHALLENGE_VERIFIED', session);
  return session;
}

export function useVerifyFactor() {
  return useMutation({ mutationFn: verifyFactor });
}
