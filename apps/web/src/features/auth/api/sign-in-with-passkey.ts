import * as authRoutes from '@aurum/shared/auth/auth-routes';
import type { Session } from '@aurum/shared/auth/session';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import { readSession } from '../../../lib/answer-shapes';
import { callApi } from '../../../lib/call-api';
import { sessionStore } from '../../../lib/session-store';
import { loadWebAuthn } from '../../../lib/webauthn';

/**
 * Signs in with a passkey alone (ADR 053): the server's options, the browser lists the site's
 * passkeys and verifies the member, the server answers a session as /token does (and sets the
 * refresh cookie).
 */
async function signInWithPasskey(): Promise<Session> {
  // The server answers @simplewebauthn's options JSON; shared names only its challenge.
  const optionsJSON = (await callApi(authRoutes.passkeySignInOptions, {
    anonymous: true,
  })) as PublicKeyCredentialRequestOptionsJSON;
  const { startAuthentication } = await loadWebAuthn();
  const credential = await startAuthentication({ optionsJSON });
  const body = await callApi(authRoutes.passkeySignIn, {
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
