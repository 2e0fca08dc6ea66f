import type { Session } from '@aurum/shared/auth/session';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import { readSession } from '../../../lib/answer-shapes';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';
import { loadWebAuthn } from '../../../lib/webauthn';

/**
 * Signs in with a passkey alone (ADR 053): the server's options, the browser lists the site's
 * passkeys and verifies the member, the server answers a session as /token does (and sets the
 * refresh cookie).
 */
async function signInWithPasskey(): Promise<Session> {
  const optionsJSON = await apiRequest<PublicKeyCredentialRequestOptionsJSON>(
    '/auth/v1/passkeys/signin/options',
    { method: 'POST', anonymous: true },
  );
  const { startAuthentication } = await loadWebAuthn();
  const credential = await startAuthentication({ optionsJSON });
  const body = await apiRequest<unknown>('/auth/v1/passkeys/signin/verify', {
    method: 'POST',
    body: { credential },
    anonymous: true,
  });
  const session = readSession(body);
  sessionStore.set('SIGNED_IN', session);
  return session;
}

export function useSignInWithPasskey() {
  return useMutation({ mutationFn: signInWithPasskey });
}
