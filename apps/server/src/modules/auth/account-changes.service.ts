import { ACCOUNT_TEXTS } from '@aurum/shared/auth/account-texts';
import type {
  EmailChangedAnswer,
  EmailChangeRequestedAnswer,
  PasswordChangedAnswer,
} from '@aurum/shared/auth/account-contract';
import { AUTH_ERRORS } from '@aurum/shared/auth/auth-messages';
import { VALIDATION_MESSAGES } from '@aurum/shared/auth/auth-contract';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/sql-helpers';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import { AppError } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { MailService } from '../../platform/mailer/mail-service';
import {
  emailChangeConfirmEmail,
  emailChangeNoticeEmail,
  passwordChangedEmail,
} from './account-change-emails';
import * as changes from './account-changes.repo';
import * as repo from './auth.repo';
import type { AuthenticatedCaller, AuthService } from './auth.service';
import { hashPassword, isCommonPassword } from './passwords';
import type { ReauthenticationService } from './reauthentication.service';
import type { Caller } from './session-issuer';
import type { SignInLimits } from './sign-in-limits';
import { hashToken, newOpaqueToken } from './tokens';

/** Where an e-mail change link leads (GET: redirects into the app). */
export const EMAIL_CHANGE_CONFIRM_PATH = '/auth/v1/user/email/confirm';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The signed-in member's own changes of password and e-mail address (ADR 051), each only on a
 * session that re-authenticated in the last few minutes (ASVS 7.5.1). The account's address is
 * told of every change; a new address counts only once its link is followed.
 */
export class AccountChangesService {
  constructor(
    private db: Database,
    private clock: Clock,
    private config: Config,
    private mail: MailService,
    private jobs: JobQueue,
    private limits: SignInLimits,
    private reauthentication: ReauthenticationService,
    private auth: AuthService,
  ) {}

  /**
   * A new password (the sign-up rules and the common-password check). Other sessions stay signed
   * in: the answer counts them so the member can end them (ASVS 7.4.3).
   */
  async changePassword(
    member: AuthenticatedCaller,
    password: string,
    from: Caller,
  ): Promise<PasswordChangedAnswer> {
    await this.reauthentication.requireRecent(member);
    if (isCommonPassword(password)) {
      throw new AppError('AUTH_WEAK_PASSWORD', AUTH_ERRORS.AUTH_WEAK_PASSWORD, 400, {
        errors: { password: VALIDATION_MESSAGES.passwordCommon },
      });
    }
    const passwordHash = await hashPassword(password);
    const now = this.clock.now();
    const otherSessions = await this.db.transaction(async (tx) => {
      const user = await repo.findUserById(tx, member.userId);
      if (!user) throw new AppError('AUTH_INVALID_JWT', AUTH_ERRORS.AUTH_INVALID_JWT, 401);
      await repo.setPasswordHash(tx, user.id, passwordHash, now);
      const others = await changes.countOtherSessions(tx, user.id, member.sessionId);
      await repo.audit(tx, {
        event: 'password_changed',
        userId: user.id,
        ip: from.ip,
        details: { via: 'profile', other_sessions: others },
        now,
      });
      const mail = passwordChangedEmail({
        name: user.userMetadata.name,
        siteUrl: this.config.SITE_URL,
      });
      await this.mail.queue(tx, { kind: 'auth.password_changed', to: user.email, ...mail });
      await this.auth.notices.passwordChanged(tx, user.id, now);
      return others;
    });
    this.jobs.wake();
    return { user: member.user, other_sessions: otherSessions };
  }

  /**
   * Asks to move the account to `newEmail`: a single-use link to the new address, a notice to
   * the current one at once, nothing changed yet. A taken address answers AUTH_EMAIL_EXISTS.
   */
  async requestEmailChange(
    member: AuthenticatedCaller,
    newEmail: string,
    from: Caller,
  ): Promise<EmailChangeRequestedAnswer> {
    await this.reauthentication.requireRecent(member);
    const now = this.clock.now();
    const user = await repo.findUserById(this.db, member.userId);
    if (!user) throw new AppError('AUTH_INVALID_JWT', AUTH_ERRORS.AUTH_INVALID_JWT, 401);
    if (newEmail === user.email) {
      throw new AppError('AUTH_EMAIL_UNCHANGED', ACCOUNT_TEXTS.emailUnchanged, 400, {
        errors: { email: ACCOUNT_TEXTS.emailUnchanged },
      });
    }
    await this.limits.count('email_change', user.email, from, now);
    if (await repo.findUserByEmail(this.db, newEmail)) throw emailTaken();
    const link = newOpaqueToken();
    const hours = this.config.CONFIRMATION_LINK_HOURS;
    await this.db.transaction(async (tx) => {
      await changes.replaceEmailChange(tx, {
        userId: user.id,
        newEmail,
        tokenHash: link.hash,
        expiresAt: new Date(now.getTime() + hours * HOUR_MS),
        now,
      });
      const name = user.userMetadata.name;
      const url = `${this.config.SITE_URL}${EMAIL_CHANGE_CONFIRM_PATH}?token=${link.token}`;
      const confirm = emailChangeConfirmEmail({ name, link: url, validHours: hours });
      await this.mail.queue(tx, { kind: 'auth.email_change', to: newEmail, ...confirm });
      const notice = emailChangeNoticeEmail({ name, newEmail });
      await this.mail.queue(tx, { kind: 'auth.email_change_notice', to: user.email, ...notice });
      await repo.audit(tx, {
        event: 'email_change_requested',
        userId: user.id,
        ip: from.ip,
        details: { new_email: newEmail },
        now,
      });
    });
    this.jobs.wake();
    return { user: member.user, new_email: newEmail, email_change_sent_at: now.toISOString() };
  }

  /**
   * Follows an e-mail change link: spent in one statement, the address changed in users and the
   * profile, cached sessions forgotten on every instance. Sessions stay signed in; the access
   * token's email claim follows with the next refresh. An address taken meanwhile (another
   * account confirmed it first) answers AUTH_EMAIL_EXISTS and changes nothing.
   */
  async confirmEmailChange(token: string, from: Caller): Promise<EmailChangedAnswer> {
    const now = this.clock.now();
    const changed = await this.db
      .transaction(async (tx) => {
        const link = await changes.consumeEmailChange(tx, hashToken(token), now);
        if (!link) return null;
        const oldEmail = await changes.setUserEmail(tx, link.userId, link.newEmail, now);
        if (oldEmail === null) return null;
        await repo.audit(tx, {
          event: 'email_changed',
          userId: link.userId,
          ip: from.ip,
          details: { from: oldEmail, to: link.newEmail },
          now,
        });
        return link;
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? emailTaken() : error;
      });
    if (!changed) throw new AppError('AUTH_LINK_INVALID', ACCOUNT_TEXTS.emailLinkInvalid, 400);
    // Other instances forget the member's sessions when the NOTIFY arrives; this one at once.
    this.auth.forgetSessions({ userId: changed.userId });
    return { email: changed.newEmail };
  }
}

const emailTaken = () => new AppError('AUTH_EMAIL_EXISTS', AUTH_ERRORS.AUTH_EMAIL_EXISTS, 409);
