import type {
  RecoveryCodesAnswer,
  TotpEnrolment,
  TwoFactorStatus,
} from '@aurum/shared/auth/two-factor-rules';
import { TWO_FACTOR_TEXTS } from '@aurum/shared/auth/two-factor-texts';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { openMemberText, sealMemberText } from '../../platform/crypto/member-text';
import type { SealedBox } from '../../platform/crypto/sealed-box';
import { AppError } from '../../platform/errors';
import * as authRepo from './auth.repo';
import type { ReauthenticationService } from './reauthentication.service';
import { SecurityNotices } from './security-notices';
import { newRecoveryCodeSet } from './recovery-codes';
import type { SecondFactors } from './second-factors';
import type { Caller } from './session-issuer';
import type { AccessClaims } from './tokens';
import { matchingStep, newTotpSecret, totpQrCode, totpUri } from './totp';
import * as repo from './two-factor.repo';

/** The row a TOTP secret is sealed for (ADR 048): one factor per account. */
const secretPlace = (userId: string) => ({ table: 'totp_factors', rowId: userId });

/**
 * A member's own second factors on /security (issue 26, ADR 052): set up an authenticator app
 * (active after a first code), turn it off, recovery codes. Every change needs a recent
 * re-authentication (ASVS 7.5.1) and is audited in its transaction.
 */
export class TwoFactorService {
  constructor(
    private db: Database,
    private clock: Clock,
    private box: SealedBox,
    private reauthentication: ReauthenticationService,
    readonly factors: SecondFactors,
    private notices: SecurityNotices = new SecurityNotices(null),
  ) {}

  async status(claims: AccessClaims): Promise<TwoFactorStatus> {
    const totp = await repo.findTotp(this.db, claims.userId);
    const on = Boolean(totp?.confirmedAt);
    return {
      any_factor: await this.factors.hasAny(claims.userId),
      totp: { enabled: on, enrolled_at: on ? totp!.confirmedAt!.toISOString() : null },
      recovery_codes: { remaining: await repo.countUnusedRecoveryCodes(this.db, claims.userId) },
    };
  }

  /** A new secret, sealed; on only after `confirmTotp`. Replaces an unconfirmed one. */
  async startTotp(claims: AccessClaims): Promise<TotpEnrolment> {
    await this.reauthentication.requireRecent(claims);
    const secret = newTotpSecret();
    const sealed = sealMemberText(this.box, secretPlace(claims.userId), secret);
    const stored = await repo.putPendingTotp(this.db, {
      userId: claims.userId,
      sealedSecret: sealed.sealedData,
      keyId: sealed.keyId,
      now: this.clock.now(),
    });
    if (!stored) throw alreadyEnrolled();
    const uri = totpUri(secret, claims.email);
    return { uri, qr_code: await totpQrCode(uri), secret };
  }

  /** The first code turns the factor on and answers the first set of recovery codes. */
  async confirmTotp(
    claims: AccessClaims,
    code: string,
    caller: Caller,
  ): Promise<RecoveryCodesAnswer> {
    const now = this.clock.now();
    const totp = await repo.findTotp(this.db, claims.userId);
    if (!totp) throw notEnrolled();
    if (totp.confirmedAt) throw alreadyEnrolled();
    const step = matchingStep(this.secretOf(totp), code, now);
    if (step === null) throw invalidCode();
    const set = newRecoveryCodeSet();
    const confirmed = await this.db.transaction(async (tx) => {
      if (!(await repo.confirmTotp(tx, claims.userId, step, now))) return false;
      await repo.replaceRecoveryCodes(tx, claims.userId, set.hashes, now);
      await this.audit(tx, 'mfa_enrolled', claims, caller, now, { type: 'totp' });
      await this.notices.factorChanged(tx, claims.userId, 'An authenticator app was added', now);
      await this.audit(tx, 'recovery_codes_generated', claims, caller, now, {
        count: set.codes.length,
      });
      return true;
    });
    if (!confirmed) throw alreadyEnrolled();
    return { recovery_codes: set.codes };
  }

  /** Turns the authenticator app off (the row is deleted); the codes go with the last factor. */
  async removeTotp(claims: AccessClaims, caller: Caller) {
    await this.reauthentication.requireRecent(claims);
    const now = this.clock.now();
    const removed = await this.db.transaction(async (tx) => {
      const wasOn = await repo.deleteTotp(tx, claims.userId);
      if (!wasOn) return false;
      if (!(await this.factors.hasAny(claims.userId, tx))) {
        await repo.deleteRecoveryCodes(tx, claims.userId);
      }
      await this.audit(tx, 'mfa_removed', claims, caller, now, { type: 'totp' });
      await this.notices.factorChanged(tx, claims.userId, 'An authenticator app was removed', now);
      return true;
    });
    if (!removed) throw notEnrolled();
  }

  /** A new set of recovery codes; the old set is void at once. Needs a factor. */
  async regenerateRecoveryCodes(
    claims: AccessClaims,
    caller: Caller,
  ): Promise<RecoveryCodesAnswer> {
    await this.reauthentication.requireRecent(claims);
    const now = this.clock.now();
    const set = newRecoveryCodeSet();
    const done = await this.db.transaction(async (tx) => {
      if (!(await this.factors.hasAny(claims.userId, tx))) return false;
      await repo.replaceRecoveryCodes(tx, claims.userId, set.hashes, now);
      await this.audit(tx, 'recovery_codes_generated', claims, caller, now, {
        count: set.codes.length,
      });
      return true;
    });
    if (!done) throw notEnrolled();
    return { recovery_codes: set.codes };
  }

  /** The plain secret of a stored factor (for checking a code). */
  secretOf(totp: repo.TotpFactorRow) {
    return openMemberText(this.box, secretPlace(totp.userId), totp.sealedSecret);
  }

  private audit(
    tx: Executor,
    event: string,
    claims: AccessClaims,
    caller: Caller,
    now: Date,
    details: Record<string, unknown>,
  ) {
    return authRepo.audit(tx, { event, userId: claims.userId, ip: caller.ip, details, now });
  }
}

export const invalidCode = () => new AppError('AUTH_MFA_INVALID', TWO_FACTOR_TEXTS.invalid, 400);
const notEnrolled = () => new AppError('AUTH_MFA_NOT_ENROLLED', TWO_FACTOR_TEXTS.notEnrolled, 404);
const alreadyEnrolled = () =>
  new AppError('AUTH_MFA_ALREADY_ENROLLED', TWO_FACTOR_TEXTS.alreadyEnrolled, 409);
