import { describe, expect, it } from 'vitest';
import { factorVerifyBodySchema } from './two-factor-contract';
import { checkRecoveryCode, checkTotpCode, isMfaChallenge } from './two-factor-rules';
import { TWO_FACTOR_TEXTS } from './two-factor-texts';

describe('second-factor rules', () => {
  it('takes six digits, ignoring spaces', () => {
    expect(checkTotpCode(' 123 456 ')).toEqual({ ok: true, code: '123456' });
    expect(checkTotpCode('')).toEqual({ ok: false, message: TWO_FACTOR_TEXTS.codeRequired });
    for (const bad of ['12345', '1234567', '12a456']) {
      expect(checkTotpCode(bad)).toEqual({ ok: false, message: TWO_FACTOR_TEXTS.codeFormat });
    }
  });

  it('takes a recovery code whatever its case, spaces and dashes', () => {
    expect(checkRecoveryCode('ABCD-efgh ijkl-mnop')).toEqual({
      ok: true,
      code: 'abcdefghijklmnop',
    });
    expect(checkRecoveryCode('abcd-efgh-ijkl-mno1').ok).toBe(false);
  });

  it('the server schema uses the same rules; a challenge is told from a session', () => {
    const body = factorVerifyBodySchema.parse({ mfa_token: 't', type: 'totp', code: '123 456' });
    expect(body.code).toBe('123456');
    expect(
      factorVerifyBodySchema.safeParse({ mfa_token: 't', type: 'sms', code: '1' }).success,
    ).toBe(false);
    expect(isMfaChallenge({ mfa_required: true, mfa_token: 'x' })).toBe(true);
    expect(isMfaChallenge({ access_token: 'x' })).toBe(false);
  });
});
