import { AUTH_ERRORS, RECOVERY_TEXTS } from '@aurum/shared/auth/auth-messages';
import { PASSWORD_RESET_LINK_MINUTES } from '@aurum/shared/auth/auth-rules';
import { VALIDATION_MESSAGES } from '@aurum/shared/auth/auth-contract';
import { PASSWORD_RESET_ROUTE } from '@aurum/shared/routes';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import { AppError } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { MailService } from '../../platform/mailer/mail-service';
import { publishSessionsEnded } from '../../platform/realtime/publish';
import * as repo from './auth.repo';
import * as resets from './password-reset.repo';
import type { AuthService } from './auth.service';
import { passwordResetEmail } from './password-reset-email';
import { hashPassword, isCommonPassword } from './passwords';
import type { SecondFactors } from './second-factors';
import type { Caller } from './session-issuer';
import type { SignInLimits } from './sign-in-limits';
import { hashToken, newOpaqueToken } from './tokens';

/** The outbox job that turns a reset request into a link, if the account exists (ADR 050). */
export const PASSWORD_RESET_JOB = 'auth.password_reset';

/** A forgotten password: an e-mailed single-use link and a new password (ADR 050). */
export class PasswordResetService {
  constructor(
    private db: Database,
    private clock: Clock,
    private config: Config,
    private mail: MailService,
    private jobs: JobQueue,
    private limits: SignInLimits,
    private auth: AuthService,
    /** A reset never opens a session past a second factor (ASVS 6.4.3, ADR 052). */
    private secondFactors?: Pick<SecondFactors, 'challengeFor'>,
  ) {
    jobs.register(PASSWORD_RESET_JOB, (payload) =>
      this.sendLink(String(payload.email), String(payload.ip ?? '')),
    );
  }

  /**
   * Asks for a password reset link. The answer and the work are the same whether or not the
   * address has an account: count the attempt, queue one job with the address. The job
   * (sendLink) looks the account up.
   */
  async request(input: { email: string }, caller: Caller) {
    const now = this.clock.now();
    await this.limits.count('recover', input.email, caller, now);
    await this.jobs.enqueue(this.db, PASSWORD_RESET_JOB, { email: input.email, ip: caller.ip });
    this.jobs.wake();
  }

  /**
   * The reset job: for an existing account (confirmed or not: following the link proves the
   * address) a new single-use link replaces older unused ones and the e-mail is queued, in one
   * transaction. An unknown address ends here, silently.
   */
  private async sendLink(email: string, ip: string) {
    const user = await repo.findUserByEmail(this.db, email);
    if (!user) return;
    const now = this.clock.now();
    const link = newOpaqueToken();
    await this.db.transaction(async (tx) => {
      await resets.replacePasswordReset(tx, {
        userId: user.id,
        tokenHash: link.hash,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_LINK_MINUTES * 60 * 1000),
        now,
      });
      const mail = passwordResetEmail({
        name: user.userMetadata.name,
        link: `${this.config.SITE_URL}${PASSWORD_RESET_ROUTE}#token=${link.token}`,
        validMinutes: PASSWORD_RESET_LINK_MINUTES,
      });
      await this.mail.queue(tx, { kind: 'auth.password_reset', to: user.email, ...mail });
      await repo.audit(tx, {
        event: 'password_reset_requested',
        userId: user.id,
        ...(ip ? { ip } : {}),
        now,
      });
    });
  }

  /**
   * Follows a reset link: the link is spent in one statement (of concurrent uses one wins), the
   * new password set, every session of the account ended on every instance, and this device
   * signed in. A weak or common password is refused before the link is spent.
   */
  async complete(input: { token: string; password: string }, caller: Caller) {
    if (isCommonPassword(input.password)) {
      throw new AppError('AUTH_WEAK_PASSWORD', AUTH_ERRORS.AUTH_WEAK_PASSWORD, 400, {
        errors: { password: VALIDATION_MESSAGES.passwordCommon },
      });
    }
    const passwordHash = await hashPassword(input.password);
    const now = this.clock.now();
    const userId = await this.db.transaction(async (tx) => {
      const owner = await resets.consumePasswordReset(tx, hashToken(input.token), now);
      if (!owner) return null;
      await repo.setPasswordHash(tx, owner, passwordHash, now);
      const revoked = await repo.revokeSessions(tx, { userId: owner }, 'password_reset', now);
      await publishSessionsEnded(tx, { userId: owner });
      await repo.audit(tx, {
        event: 'password_changed',
        userId: owner,
        ip: caller.ip,
        userAgent: caller.userAgent,
        details: { via: 'reset_link', sessions_ended: revoked },
        now,
      });
      await this.auth.notices.passwordChanged(tx, owner, now);
      return owner;
    });
    if (!userId) throw new AppError('AUTH_LINK_INVALID', RECOVERY_TEXTS.linkInvalid, 400);
    // Other instances forget the sessions when the NOTIFY above arrives; this one at once.
    this.auth.forgetSessions({ userId });
    const user = await repo.findUserById(this.db, userId);
    if (!user) throw new AppError('AUTH_LINK_INVALID', RECOVERY_TEXTS.linkInvalid, 400);
    // ASVS 6.4.3: the new password is set, but an account with a second factor gets the same
    // MFA challenge as a sign-in (first step 'reset_link'); the factor stays (ADR 052).
    const challenge = await this.secondFactors?.challengeFor(userId, 'reset_link', now);
    if (challenge) return challenge;
    return this.auth.issuer.start(user, caller, now);
  }
}
