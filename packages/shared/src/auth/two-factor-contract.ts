import { z } from 'zod';
import { TWO_FACTOR_TEXTS } from './two-factor-texts';

/**
 * Second factors (issue 26, ADR 052): the bodies and answers of /auth/v1/factors and the MFA
 * challenge a sign-in answers for an account with a factor.
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

/** Six digits; spaces a person or an app's copy button adds are ignored. */
export const totpCodeSchema = z
  .string({ error: TWO_FACTOR_TEXTS.codeRequired })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, TWO_FACTOR_TEXTS.codeRequired)
      .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), TWO_FACTOR_TEXTS.codeFormat),
  );

/** A recovery code as printed (xxxx-xxxx-xxxx-xxxx); case, spaces and dashes do not matter. */
export const recoveryCodeSchema = z
  .string({ error: TWO_FACTOR_TEXTS.recoveryRequired })
  .max(64, TWO_FACTOR_TEXTS.recoveryFormat)
  .transform((code) => code.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, TWO_FACTOR_TEXTS.recoveryRequired)
      .regex(/^[a-z2-7]{16}$/, TWO_FACTOR_TEXTS.recoveryFormat),
  );

/** POST /auth/v1/factors/verify: the second step of a sign-in. */
export const factorVerifyBodySchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      mfa_token: z.string().min(1).max(200),
      type: z.literal('totp'),
      code: totpCodeSchema,
    }),
    z.object({
      mfa_token: z.string().min(1).max(200),
      type: z.literal('recovery_code'),
      code: recoveryCodeSchema,
    }),
  ],
  { error: 'type must be totp or recovery_code' },
);
export type FactorVerifyBody = z.input<typeof factorVerifyBodySchema>;

/** POST /auth/v1/factors/totp/verify: the first code that turns the factor on. */
export const totpConfirmBodySchema = z.object({ code: totpCodeSchema });

/** POST /api/admin/members/:id/factors/reset: staff type the member's e-mail to confirm. */
export const staffFactorResetBodySchema = z.object({
  confirm_email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, TWO_FACTOR_TEXTS.staffResetConfirmRequired)
    .max(320),
});

/** GET /auth/v1/factors: what the member has set up. */
export interface TwoFactorStatus {
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
