import type { z } from 'zod';
import { route, typed } from '../api-route';
import type {
  LogoutScope,
  RecoverBody,
  RecoverCompleteBody,
  signUpBodySchema,
} from './auth-contract';
import type { Session, SignUpResult } from './session';
import type { FactorVerifyBody } from './two-factor-contract';
import type { MfaChallenge } from './two-factor-rules';

/**
 * Signing up, in and out (ADR 080; GoTrue's paths under /auth/v1). The session answers are read
 * with readSession on the web; the refresh grant of /token is the api client's own.
 */

/** A session answer: the session and whether the member still has to onboard. */
export type SessionAnswer = Session & { needs_onboarding: boolean };

/**
 * The WebAuthn options the browser's ceremony takes (@simplewebauthn's ...OptionsJSON, which only
 * the server and the web depend on; the web names the exact type where it starts the ceremony).
 */
export interface WebAuthnOptionsJSON {
  challenge: string;
}

/**
 * A credential as @simplewebauthn/browser answers it, named by what every credential has; the
 * server checks its whole shape (passkeys-contract) and its meaning.
 */
export interface WebAuthnCredentialJSON {
  id: string;
  rawId: string;
  type: string;
  response: object;
}

export const signUp = route(
  'POST',
  '/auth/v1/signup',
  typed<{
    answer: SignUpResult;
    body: z.input<typeof signUpBodySchema>;
  }>,
);

/** The password grant: a session, or the second factor's challenge (ADR 052). */
export const signIn = route(
  'POST',
  '/auth/v1/token',
  typed<{
    answer: SessionAnswer | MfaChallenge;
    body: { email: string; password: string };
    query: { grant_type: 'password' };
  }>,
);

/** Ends this session, every session, or every other one (204). */
export const signOut = route(
  'POST',
  '/auth/v1/logout',
  typed<{
    query: { scope?: LogoutScope };
  }>,
);

/** A fresh confirmation link for an account not confirmed yet. */
export const resendConfirmation = route(
  'POST',
  '/auth/v1/resend',
  typed<{
    answer: Record<string, never>;
    body: { type: 'signup'; email: string; redirect_to?: string };
  }>,
);

/** A password reset link (ADR 050): the same answer whether or not the account exists. */
export const recover = route(
  'POST',
  '/auth/v1/recover',
  typed<{
    answer: Record<string, never>;
    body: RecoverBody;
  }>,
);

/** Spends the reset link's token with the new password (ADR 050). */
export const completeRecovery = route(
  'POST',
  '/auth/v1/recover/complete',
  typed<{
    answer: SessionAnswer | MfaChallenge;
    body: RecoverCompleteBody;
  }>,
);

/** The second step of a sign-in with a code (ADR 052). */
export const verifyFactor = route(
  'POST',
  '/auth/v1/factors/verify',
  typed<{
    answer: SessionAnswer;
    body: FactorVerifyBody;
  }>,
);

/** A sign-in with a passkey alone (ADR 053): the options, then the signed credential. */
export const passkeySignInOptions = route(
  'POST',
  '/auth/v1/passkeys/signin/options',
  typed<{ answer: WebAuthnOptionsJSON }>,
);

export const passkeySignIn = route(
  'POST',
  '/auth/v1/passkeys/signin/verify',
  typed<{
    answer: SessionAnswer;
    body: { credential: WebAuthnCredentialJSON };
  }>,
);

/** A passkey as the second factor of a pending sign-in (ADR 053). */
export const passkeyChallenge = route(
  'POST',
  '/auth/v1/passkeys/challenge',
  typed<{
    answer: WebAuthnOptionsJSON;
    body: { mfa_token: string };
  }>,
);

export const passkeyChallengeVerify = route(
  'POST',
  '/auth/v1/passkeys/challenge/verify',
  typed<{
    answer: SessionAnswer;
    body: { mfa_token: string; credential: WebAuthnCredentialJSON };
  }>,
);
