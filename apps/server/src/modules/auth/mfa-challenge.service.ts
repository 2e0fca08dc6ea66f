import { PENDING_SIGN_IN_TEXTS } from '@aurum/shared/auth/auth-messages';
import type { Session } from '@aurum/shared/auth/session';
import type { factorVerifyBodySchema } from '@aurum/shared/auth/two-factor-contract';
import { TWO_FACTOR_TEXTS } from '@aurum/shared/auth/two-factor-texts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import * as authRepo from './auth.repo';
import type { PendingSignIn, PendingSignIns } from './pending-sign-ins';
import { recoveryCodeHash } from './recovery-codes';
import type { SessionIssuer, Caller } from './session-issuer';
import type { SignInLimits } from './sign-in-limits';
import { matchingStep } from './totp';
import type { TwoFactorService } from './two-factor.service';
import * as repo from './two-factor.repo';

type VerifyInput = z.output<typeof factorVerifyBodySchema>;

/**
 * The second step of a sign-in (issue 26, ADR 052): POST /auth/v1/factors/verify with the
 * challenge's `mfa_token` and a TOTP or recovery code. A wrong code counts on the pending sign-in
 * and on the 'mfa' rate limit; a right one spends the code, then the pending sign-in, and opens
 * the session exactly as a password sign-in does.
 */
export class MfaChallengeService {
  constructor(
    private db: Database,
    private clock: Clock,
    private limits: SignInLimits,
    private pending: PendingSignIns,
    private issuer: SessionIssuer,
    private twoFactor: TwoFactorService,
  ) {}

  async verify(input: VerifyInput, caller: Caller): Promise<Session> {
    const now = this.clock.now();
    const pending = await this.pending.read(input.mfa_token, now);
    const user = await authRepo.findUserById(this.db, pending.userId);
    if (!user) throw new AppError('AUTH_MFA_EXPIRED', PENDING_SIGN_IN_TEXTS.expired, 400);
    await this.limits.refuseIfBlocked('mfa', user.email, caller, now);
    const accepted =
      input.type === 'totp'
        ? await this.spendTotp(user.id, input.code, now)
        : await repo.spendRecoveryCode(this.db, user.id, recoveryCodeHash(input.code), now);
    if (!accepted) return this.refuse(pending, input.type, user.email, caller, now);

    await this.pending.spend(pending, now);
    await this.limits.clear('mfa', user.email);
    const remaining =
      input.type === 'recovery_code'
        ? await repo.countUnusedRecoveryCodes(this.db, user.id)
        : undefined;
    await this.db.transaction(async (tx) => {
      await authRepo.touchSignIn(tx, user.id, now);
      const entry = { userId: user.id, ip: caller.ip, now };
      const details = { type: input.type, first_step: pending.firstStep };
      if (input.type === 'recovery_code') {
        await authRepo.audit(tx, { ...entry, event: 'recovery_code_used', details: { remaining } });
      }
      await authRepo.audit(tx, { ...entry, event: 'mfa_verified', details });
      await authRepo.audit(tx, {
        ...entry,
        event: 'signin',
        details: { second_factor: input.type },
      });
    });
    return this.issuer.start(user, caller, now);
  }

  /** A code of the account's app within one step of now, and later than the last one used. */
  private async spendTotp(userId: string, code: string, now: Date) {
    const totp = await repo.findTotp(this.db, userId);
    if (!totp?.confirmedAt) return false;
    const step = matchingStep(this.twoFactor.secretOf(totp), code, now);
    return step !== null && (await repo.spendTotpStep(this.db, userId, step));
  }

  private async refuse(
    pending: PendingSignIn,
    type: VerifyInput['type'],
    email: string,
    caller: Caller,
    now: Date,
  ): Promise<never> {
    const attempt = await this.limits.count('mfa', email, caller, now, false);
    await authRepo.audit(this.db, {
      event: 'mfa_challenge_failed',
      userId: pending.userId,
      ip: caller.ip,
      details: { type, first_step: pending.firstStep },
      now,
    });
    await this.pending.countFailure(pending, now);
    throw new AppError('AUTH_MFA_INVALID', TWO_FACTOR_TEXTS.invalid, 400, {
      attempts_remaining: attempt.remaining,
      ...(attempt.blockedForSeconds ? { retry_after_seconds: attempt.blockedForSeconds } : {}),
    });
  }
}
