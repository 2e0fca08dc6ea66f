import { TWO_FACTOR_TEXTS } from './two-factor-texts';

/**
 * Second factors' rules and answer shapes (issue 26, ADR 052), without zod: the sign-in page
 * reads them on its first load (ADR 022 keeps zod out of it); two-factor-contract.ts builds the
 * server's schemas on the same rules.
 */

/** How many recovery codes a set has. */
export const RECOVERY_CODE_COUNT = 10;
/** Digits of an authenticator app's code. */
export const TOTP_DIGITS = 6;
/** Seconds per TOTP time step (RFC 6238's default, what every app uses). */
export const TOTP_PERIOD_SECONDS = 30;

/**
 * The factors a challenge can be answered with. Passkeys join as 'webauthn' (their own verify
 * endpoint answers the same session); 'recovery_code' is listed while unused codes remain.
 */
export const FACTOR_TYPES = ['totp', 'recovery_code', 'webauthn'] as const;
export type FactorType = (typeof FACTOR_TYPES)[number];

/** The first answer of a sign-in for an account with a second factor: no session yet. */
export interface MfaChallenge {
  mfa_required: true;
  mfa_token: string;
  /** Seconds the challenge stays open. */
  expires_in: number;
  factors: { type: FactorType }[];
}

export const isMfaChallenge = (value: unknown): value is MfaChallenge =>
  typeof value === 'object' &&
  value !== null &&
  (value as { mfa_required?: unknown }).mfa_required === true &&
  typeof (value as { mfa_token?: unknown }).mfa_token === 'string';

const TOTP_PATTERN = new RegExp(`^\\d{${TOTP_DIGITS}}$`);
const RECOVERY_PATTERN = /^[a-z2-7]{16}$/;

type Checked = { ok: true; code: string } | { ok: false; message: string };

/** Six digits; spaces a person or an app's copy button adds are ignored. */
export function checkTotpCode(input: string): Checked {
  const code = input.replace(/\s+/g, '');
  if (!code) return { ok: false, message: TWO_FACTOR_TEXTS.codeRequired };
  return TOTP_PATTERN.test(code)
    ? { ok: true, code }
    : { ok: false, message: TWO_FACTOR_TEXTS.codeFormat };
}

/** A recovery code as printed (xxxx-xxxx-xxxx-xxxx); case, spaces and dashes do not matter. */
export function checkRecoveryCode(input: string): Checked {
  const code = input.replace(/[\s-]+/g, '').toLowerCase();
  if (!code) return { ok: false, message: TWO_FACTOR_TEXTS.recoveryRequired };
  return RECOVERY_PATTERN.test(code)
    ? { ok: true, code }
    : { ok: false, message: TWO_FACTOR_TEXTS.recoveryFormat };
}

/** GET /auth/v1/factors: what the member has set up. */
export interface TwoFactorStatus {
  /** Whether the account has any second factor (the authenticator app or a passkey). */
  any_factor: boolean;
  totp: { enabled: boolean; enrolled_at: string | null };
  recovery_codes: { remaining: number };
}

/** POST /auth/v1/factors/totp: a new secret, active once a first code is verified. */
export interface TotpEnrolment {
  uri: string;
  /** The QR code of `uri` as an SVG data URL, drawn by the server. */
  qr_code: string;
  /** The base32 secret, for typing it into an app by hand. */
  secret: string;
}

/** Shown once: at enrolment and on regenerate. */
export interface RecoveryCodesAnswer {
  recovery_codes: string[];
}
