import * as authRoutes from '@aurum/shared/auth/auth-routes';
import type { Session } from '@aurum/shared/auth/session';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { readSession } from '../../../lib/answer-shapes';
import { callApi } from '../../../lib/call-api';
import { loadWebAuthn } from '../../../lib/webauthn';

/**
 * A passkey as the second factor of a pending sign-in (ADR 053), for the MFA challenge screen:
 * options for the account's passkeys (POST /auth/v1/passkeys/challenge), the browser signs, the
 * server answers the session (POST /auth/v1/passkeys/challenge/verify). The caller emits the
 * session with its event (MFA_CHALLENGE_VERIFIED).
 */
export async function verifyPasskeyFactor(mfaToken: string): Promise<Session> {
  // The server answers @simplewebauthn's options JSON; shared names only its challenge.
  const optionsJSON = (await callApi(authRoutes.passkeyChallenge, {
    body: { mfa_token: mfaToken },
    anonymous: true,
  })) as PublicKeyCredentialRequestOptionsJSON;
  const { startAuthentication } = await loadWebAuthn();
  const credential = await startAuthentication({ optionsJSON });
  const body = await callApi(authRoutes.passkeyChallengeVerify, {
    body: { mfa_token: mfaToken, credential },
    anonymous: true,
  });
  return readSession(body);
}
