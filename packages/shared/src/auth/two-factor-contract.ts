import { z } from 'zod';
import { checkRecoveryCode, checkTotpCode } from './two-factor-rules';
import { TWO_FACTOR_TEXTS } from './two-factor-texts';

/**
 * Second factors (issue 26, ADR 052): the zod schemas of /auth/v1/factors and the staff reset,
 * on the rules of two-factor-rules.ts (where the answer shapes live).
 */

const codeSchema = (check: typeof checkTotpCode, required: string) =>
  z
    .string({ error: required })
    .max(64, required)
    .transform((input, ctx) => {
      const checked = check(input);
      if (checked.ok) return checked.code;
      ctx.addIssue({ code: 'custom', message: checked.message });
      return z.NEVER;
    });

/** Six digits; spaces are ignored. */
export const totpCodeSchema = codeSchema(checkTotpCode, TWO_FACTOR_TEXTS.codeRequired);
/** A recovery code; case, spaces and dashes do not matter. */
export const recoveryCodeSchema = codeSchema(checkRecoveryCode, TWO_FACTOR_TEXTS.recoveryRequired);

const mfaToken = z.string({ error: 'mfa_token is required' }).min(1).max(200);

/** POST /auth/v1/factors/verify: the second step of a sign-in. */
export const factorVerifyBodySchema = z.discriminatedUnion(
  'type',
  [
    z.object({ mfa_token: mfaToken, type: z.literal('totp'), code: totpCodeSchema }),
    z.object({ mfa_token: mfaToken, type: z.literal('recovery_code'), code: recoveryCodeSchema }),
  ],
  { error: 'type must be totp or recovery_code' },
);
export type FactorVerifyBody = z.input<typeof factorVerifyBodySchema>;

/** POST /auth/v1/factors/totp/verify: the first code that turns the factor on. */
export const totpConfirmBodySchema = z.object({ code: totpCodeSchema });

/** POST /api/admin/members/:id/factors/reset: staff type the member's e-mail to confirm. */
export const staffFactorResetBodySchema = z.object({
  confirm_email: z
    .string({ error: TWO_FACTOR_TEXTS.staffResetConfirmRequired })
    .trim()
    .toLowerCase()
    .min(1, TWO_FACTOR_TEXTS.staffResetConfirmRequired)
    .max(320),
});
