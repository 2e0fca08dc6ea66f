import * as authRoutes from '@aurum/shared/auth/auth-routes';
import type { Session } from '@aurum/shared/auth/session';
import { isMfaChallenge, type MfaChallenge } from '@aurum/shared/auth/two-factor-rules';
import { useMutation } from '@tanstack/react-query';
import { readSession } from '../../../lib/answer-shapes';
import { callApi } from '../../../lib/call-api';
import { sessionStore } from '../../../lib/session-store';

/**
 * POST /auth/v1/recover/complete (ADR 050): spends the reset link's token with the new password.
 * The server ends every other session and answers this device's new one (and sets its cookies).
 */
async function completePasswordReset(input: {
  token: string;
  password: string;
}): Promise<Session | MfaChallenge> {
  const body = await callApi(authRoutes.completeRecovery, { body: input, anonymous: true });
  // An account with a second factor: the password is changed, the factor still comes first.
  if (isMfaChallenge(body)) return body;
  const session = readSession(body);
  sessionStore.set('PASSWORD_RECOVERY', session);
  return session;
}

export function useCompletePasswordReset() {
  return useMutation({ mutationFn: completePasswordReset });
}
