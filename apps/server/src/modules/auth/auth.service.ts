import { AUTH_ERRORS, RECOVERY_TEXTS } from '@aurum/shared/auth/auth-messages';
import { PASSWORD_RESET_LINK_MINUTES, TRIAL_DAYS } from '@aurum/shared/auth/auth-rules';
import { VALIDATION_MESSAGES, type LogoutScope } from '@aurum/shared/auth/auth-contract';
import type { AuthUser, Session } from '@aurum/shared/auth/session';
import { PASSWORD_RESET_ROUTE } from '@aurum/shared/routes';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import { AppError } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { MailService } from '../../platform/mailer/mail-service';
import type { NotificationSubscriber } from '../../platform/realtime/notification-listener';
import { publishSessionsEnded } from '../../platform/realtime/publish';
import { parseSessionsEnded, parseUserChanged } from '../../platform/realtime/realtime-hub';
import type { RateLimitRules } from '../../platform/rate-limit/rate-limit-rules';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import * as repo from './auth.repo';
import { confirmationEmail } from './confirmation-email';
import { passwordResetEmail } from './password-reset-email';
import { exchangeRefreshToken } from './refresh-rotation';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords';
import { SessionCache } from './session-cache';
import { type AccessClaims, AccessTokens, hashToken, newOpaqueToken, type Role } from './tokens';

/** A signed-in caller: the token's claims and the user as stored now (role included). */
export type AuthenticatedCaller = AccessClaims & { user: AuthUser };

/** What the guard reads from the database for a session: the user's role and account. */
interface SignedInUser {
  role: Role;
  user: AuthUser;
}

export interface Caller {
  ip: string;
  userAgent?: string;
}

type SignInAction = 'signin' | 'signup' | 'resend' | 'recover';

/** The outbox job that turns a reset request into a link, if the account exists (ADR 050). */
export const PASSWORD_RESET_JOB = 'auth.password_reset';

const DAY_MS = 24 * 60 * 60 * 1000;

const toAuthUser = (user: repo.SessionUser): AuthUser => ({
  id: user.id,
  email: user.email,
  email_confirmed_at: user.emailConfirmedAt?.toISOString() ?? null,
  role: user.role,
  user_metadata: user.userMetadata,
  created_at: user.createdAt.toISOString(),
});

/** Accounts, sessions and the sign-in rate limit (spec 01 sections 4, 5, 7, 8). */
export class AuthService {
  readonly tokens: AccessTokens;
  /** Active sessions the guard has looked up lately (ADR 017). */
  private sessions: SessionCache<SignedInUser>;
  private limiter: RateLimiter;
  private emailRules: RateLimitRules;
  private ipRules: RateLimitRules;

  constructor(
    private db: Database,
    private clock: Clock,
    private config: Config,
    private mail: MailService,
    private jobs: JobQueue,
  ) {
    this.tokens = new AccessTokens(config.JWT_SECRET, config.SITE_URL);
    this.sessions = new SessionCache(config.SESSION_CACHE_SECONDS * 1000);
    this.limiter = new RateLimiter(db);
    this.emailRules = {
      attempts: config.AUTH_RATE_LIMIT_ATTEMPTS,
      windowSeconds: config.AUTH_RATE_LIMIT_WINDOW_SECONDS,
      blockSeconds: config.AUTH_RATE_LIMIT_BLOCK_SECONDS,
    };
    this.ipRules = { ...this.emailRules, attempts: config.AUTH_IP_RATE_LIMIT_ATTEMPTS };
    jobs.register(PASSWORD_RESET_JOB, (payload) =>
      this.sendPasswordReset(String(payload.email), String(payload.ip ?? '')),
    );
  }

  async signUp(
    input: { email: string; password: string; name?: string; redirectTo?: string },
    caller: Caller,
  ) {
    const now = this.clock.now();
    const attempt = await this.countAttempt('signup', input.email, caller, now);
    if (isCommonPassword(input.password)) {
      throw new AppError('AUTH_WEAK_PASSWORD', AUTH_ERRORS.AUTH_WEAK_PASSWORD, 400, {
        errors: { password: VALIDATION_MESSAGES.passwordCommon },
        attempts_remaining: attempt.remaining,
      });
    }
    if (await repo.findUserByEmail(this.db, input.email)) throw this.emailTaken(attempt.remaining);
    const passwordHash = await hashPassword(input.password);
    const name = input.name?.trim() || undefined;
    const user = await this.db
      .transaction(async (tx) => {
        const created = await repo.insertMember(tx, {
          email: input.email,
          passwordHash,
          name,
          now,
          trialEndDate: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
        });
        await this.queueConfirmation(tx, created, input.redirectTo, now);
        await repo.audit(tx, { event: 'signup', userId: created.id, ip: caller.ip, now });
        return created;
      })
      .catch((error: unknown) => {
        throw error instanceof repo.EmailTakenError ? this.emailTaken(attempt.remaining) : error;
      });
    this.jobs.wake();
    return { user: toAuthUser(user), session: null, confirmation_sent_at: now.toISOString() };
  }

  async signIn(input: { email: string; password: string }, caller: Caller): Promise<Session> {
    const now = this.clock.now();
    await this.refuseIfBlocked('signin', input.email, caller, now);
    const user = await repo.findUserByEmail(this.db, input.email);
    const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
    if (!user || !valid) {
      const attempt = await this.countAttempt('signin', input.email, caller, now, false);
      await repo.audit(this.db, {
        event: attempt.blockedForSeconds ? 'signin_locked' : 'signin_failed',
        userId: user?.id,
        ip: caller.ip,
        details: { email: input.email },
        now,
      });
      throw new AppError('AUTH_INVALID', AUTH_ERRORS.AUTH_INVALID, 400, {
        attempts_remaining: attempt.remaining,
        ...(attempt.blockedForSeconds ? { retry_after_seconds: attempt.blockedForSeconds } : {}),
      });
    }
    if (!user.emailConfirmedAt) {
      throw new AppError('AUTH_EMAIL_NOT_CONFIRMED', AUTH_ERRORS.AUTH_EMAIL_NOT_CONFIRMED, 400);
    }
    await this.limiter.clear(this.key('signin', input.email));
    await repo.touchSignIn(this.db, user.id, now);
    await repo.audit(this.db, { event: 'signin', userId: user.id, ip: caller.ip, now });
    return this.startSession(user, caller, now);
  }

  /** Rotates a refresh token (see exchangeRefreshToken: spent tokens, the cookie's one retry). */
  async refresh(
    refreshToken: string | undefined,
    caller: Caller,
    { fromCookie = false }: { fromCookie?: boolean } = {},
  ): Promise<Session> {
    if (!refreshToken) throw this.invalidRefresh();
    const now = this.clock.now();
    const outcome = await exchangeRefreshToken(this.db, refreshToken, {
      ip: caller.ip,
      fromCookie,
      now,
    });
    if (outcome.kind === 'reused') {
      this.sessions.forgetSessions({
        userId: outcome.row.userId,
        sessionId: outcome.row.sessionId,
      });
    }
    if (outcome.kind !== 'rotated') throw this.invalidRefresh();
    const user = await repo.findUserById(this.db, outcome.row.userId);
    if (!user) throw this.invalidRefresh();
    return this.sessionFor(user, outcome.row.sessionId, outcome.refreshToken, now);
  }

  async signOut(claims: AccessClaims, scope: LogoutScope, caller: Caller) {
    const now = this.clock.now();
    const selector: repo.SessionSelector =
      scope === 'local'
        ? { sessionId: claims.sessionId }
        : scope === 'others'
          ? { userId: claims.userId, exceptSessionId: claims.sessionId }
          : { userId: claims.userId };
    await this.db.transaction(async (tx) => {
      const revoked = await repo.revokeSessions(tx, selector, `logout_${scope}`, now);
      await publishSessionsEnded(tx, { ...selector, userId: claims.userId });
      await repo.audit(tx, {
        event: 'logout',
        userId: claims.userId,
        ip: caller.ip,
        details: { scope, revoked },
        now,
      });
    });
    // The other instances forget these sessions when the NOTIFY above arrives; this one at once.
    this.sessions.forgetSessions({ ...selector, userId: claims.userId });
  }

  /**
   * The caller of an access token whose session is still active; 401 otherwise. The session's
   * user comes from the session cache when this instance looked it up lately (ADR 017).
   */
  async authenticate(authorization: string | undefined): Promise<AuthenticatedCaller> {
    const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) throw new AppError('AUTH_SESSION_MISSING', AUTH_ERRORS.AUTH_SESSION_MISSING, 401);
    const now = this.clock.now();
    const claims = this.tokens.verify(token, now);
    const signedIn = claims
      ? await this.sessions.lookup(claims.sessionId, claims.userId, now.getTime(), async () => {
          const user = await repo.findActiveSessionUser(this.db, claims.sessionId, claims.userId);
          return user ? { role: user.role, user: toAuthUser(user) } : null;
        })
      : null;
    if (!claims || !signedIn) {
      throw new AppError('AUTH_INVALID_JWT', AUTH_ERRORS.AUTH_INVALID_JWT, 401);
    }
    return { ...claims, ...signedIn };
  }

  /**
   * The session cache's ear on the NOTIFY channel (through the realtime listener): sessions that
   * ended and accounts that changed on any instance are forgotten here too; while the channel is
   * not heard, nothing is cached.
   */
  readonly notifications: NotificationSubscriber = {
    onPayload: (payload) => {
      const ended = parseSessionsEnded(payload);
      if (ended) return this.sessions.forgetSessions(ended);
      const changed = parseUserChanged(payload);
      if (changed) this.sessions.forgetUser(changed.userId);
    },
    onListening: () => this.sessions.startServing(),
    onLost: () => this.sessions.stopServing(),
  };

  /** Whether a member's session is still signed in (not revoked). */
  async isSignedIn(session: { userId: string; sessionId: string }): Promise<boolean> {
    return (await this.signedInRole(session)) !== null;
  }

  /** The account's role while the session is signed in; null once it has signed out. */
  async signedInRole(session: { userId: string; sessionId: string }): Promise<Role | null> {
    const user = await repo.findActiveSessionUser(this.db, session.sessionId, session.userId);
    return user?.role ?? null;
  }

  /** Follows a confirmation link: confirms the e-mail and opens a session. */
  async confirmEmail(token: string, caller: Caller) {
    const now = this.clock.now();
    const confirmation = await this.db.transaction(async (tx) => {
      const row = await repo.lockConfirmation(tx, hashToken(token));
      if (!row || row.usedAt || row.expiresAt <= now) return null;
      await repo.markConfirmationUsed(tx, row.id, now);
      await repo.markEmailConfirmed(tx, row.userId, now);
      await repo.audit(tx, { event: 'email_confirmed', userId: row.userId, ip: caller.ip, now });
      return row;
    });
    if (!confirmation) throw new AppError('AUTH_LINK_INVALID', AUTH_ERRORS.AUTH_LINK_INVALID, 400);
    const user = await repo.findUserById(this.db, confirmation.userId);
    if (!user) throw new AppError('AUTH_LINK_INVALID', AUTH_ERRORS.AUTH_LINK_INVALID, 400);
    const session = await this.startSession(user, caller, now);
    return { session, redirectTo: confirmation.redirectTo };
  }

  /** Sends a fresh confirmation link to an unconfirmed account; silent otherwise. */
  async resendConfirmation(input: { email: string; redirectTo?: string }, caller: Caller) {
    const now = this.clock.now();
    await this.countAttempt('resend', input.email, caller, now);
    const user = await repo.findUserByEmail(this.db, input.email);
    if (!user || user.emailConfirmedAt) return;
    await this.db.transaction((tx) => this.queueConfirmation(tx, user, input.redirectTo, now));
    this.jobs.wake();
  }

  /**
   * Asks for a password reset link (ADR 050). The answer and the work are the same whether or not
   * the address has an account: count the attempt, queue one job with the address. The job
   * (sendPasswordReset) looks the account up.
   */
  async requestPasswordReset(input: { email: string }, caller: Caller) {
    const now = this.clock.now();
    await this.countAttempt('recover', input.email, caller, now);
    await this.jobs.enqueue(this.db, PASSWORD_RESET_JOB, { email: input.email, ip: caller.ip });
    this.jobs.wake();
  }

  /**
   * The reset job: for an existing account (confirmed or not: following the link proves the
   * address) a new single-use link replaces older unused ones and the e-mail is queued, in one
   * transaction. An unknown address ends here, silently.
   */
  private async sendPasswordReset(email: string, ip: string) {
    const user = await repo.findUserByEmail(this.db, email);
    if (!user) return;
    const now = this.clock.now();
    const link = newOpaqueToken();
    await this.db.transaction(async (tx) => {
      await repo.replacePasswordReset(tx, {
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
   * Follows a reset link (ADR 050): the link is spent in one statement (of concurrent uses one
   * wins), the new password set, every session of the account ended on every instance, and this
   * device signed in. A weak or common password is refused before the link is spent.
   */
  async completePasswordReset(input: { token: string; password: string }, caller: Caller) {
    if (isCommonPassword(input.password)) {
      throw new AppError('AUTH_WEAK_PASSWORD', AUTH_ERRORS.AUTH_WEAK_PASSWORD, 400, {
        errors: { password: VALIDATION_MESSAGES.passwordCommon },
      });
    }
    const passwordHash = await hashPassword(input.password);
    const now = this.clock.now();
    const userId = await this.db.transaction(async (tx) => {
      const owner = await repo.consumePasswordReset(tx, hashToken(input.token), now);
      if (!owner) return null;
      await repo.setPasswordHash(tx, owner, passwordHash, now);
      const revoked = await repo.revokeSessions(tx, { userId: owner }, 'password_reset', now);
      await publishSessionsEnded(tx, { userId: owner });
      await repo.audit(tx, {
        event: 'password_changed',
        userId: owner,
        ip: caller.ip,
        details: { via: 'reset_link', sessions_ended: revoked },
        now,
      });
      return owner;
    });
    if (!userId) throw new AppError('AUTH_LINK_INVALID', RECOVERY_TEXTS.linkInvalid, 400);
    // Other instances forget the sessions when the NOTIFY above arrives; this one at once.
    this.sessions.forgetSessions({ userId });
    const user = await repo.findUserById(this.db, userId);
    if (!user) throw new AppError('AUTH_LINK_INVALID', RECOVERY_TEXTS.linkInvalid, 400);
    // SEAM (issue 26, ASVS 6.4.3): once an account can have a second factor, a reset must not
    // open a session on the password alone: answer an MFA challenge here instead, and never
    // remove or bypass the factor.
    return this.startSession(user, caller, now);
  }

  /** The redirect target for a confirmation: only this site's own pages. */
  safeRedirect(redirectTo: string | undefined) {
    const fallback = `${this.config.SITE_URL}/dashboard`;
    if (!redirectTo) return fallback;
    try {
      const url = new URL(redirectTo, this.config.SITE_URL);
      return url.origin === new URL(this.config.SITE_URL).origin ? url.toString() : fallback;
    } catch {
      return fallback;
    }
  }

  private async queueConfirmation(
    tx: Parameters<Parameters<Database['transaction']>[0]>[0],
    user: repo.UserRecord,
    redirectTo: string | undefined,
    now: Date,
  ) {
    const link = newOpaqueToken();
    const hours = this.config.CONFIRMATION_LINK_HOURS;
    await repo.insertConfirmation(tx, {
      userId: user.id,
      tokenHash: link.hash,
      redirectTo: this.safeRedirect(redirectTo),
      expiresAt: new Date(now.getTime() + hours * 60 * 60 * 1000),
      now,
    });
    const url = `${this.config.SITE_URL}/auth/v1/verify?type=signup&token=${link.token}`;
    const mail = confirmationEmail({ name: user.userMetadata.name, link: url, validHours: hours });
    await this.mail.queue(tx, { kind: 'auth.confirmation', to: user.email, ...mail });
  }

  private async startSession(user: repo.UserRecord, caller: Caller, now: Date) {
    const refresh = newOpaqueToken();
    const sessionId = await this.db.transaction(async (tx) => {
      const id = await repo.insertSession(tx, {
        userId: user.id,
        userAgent: caller.userAgent,
        ip: caller.ip,
        now,
      });
      await repo.insertRefreshToken(tx, id, refresh.hash, now);
      return id;
    });
    return this.sessionFor(user, sessionId, refresh.token, now);
  }

  private async sessionFor(
    user: repo.UserRecord,
    sessionId: string,
    refreshToken: string,
    now: Date,
  ): Promise<Session> {
    const access = await this.tokens.sign(
      { userId: user.id, sessionId, role: user.role, email: user.email },
      now,
    );
    return {
      access_token: access.token,
      token_type: 'bearer',
      expires_in: access.expiresIn,
      expires_at: access.expiresAt,
      refresh_token: refreshToken,
      user: toAuthUser(user),
    };
  }

  private key(action: SignInAction, email: string) {
    return `${action}:${email}`;
  }

  private async refuseIfBlocked(action: SignInAction, email: string, caller: Caller, now: Date) {
    const keys = [this.key(action, email), `ip:${action}:${caller.ip}`];
    const seconds = await this.limiter.blockedFor(keys, now);
    if (seconds > 0) {
      throw new AppError('AUTH_RATE_LIMITED', AUTH_ERRORS.AUTH_RATE_LIMITED, 429, {
        attempts_remaining: 0,
        retry_after_seconds: seconds,
      });
    }
  }

  /**
   * Counts an attempt per e-mail and per IP. With `refuseWhenBlocked` (sign-up, resend) the block
   * is checked first and an attempt that reaches the limit is refused at once.
   */
  private async countAttempt(
    action: SignInAction,
    email: string,
    caller: Caller,
    now: Date,
    refuseWhenBlocked = true,
  ) {
    if (refuseWhenBlocked) await this.refuseIfBlocked(action, email, caller, now);
    const [byEmail, byIp] = await Promise.all([
      this.limiter.record(this.key(action, email), this.emailRules, now),
      this.limiter.record(`ip:${action}:${caller.ip}`, this.ipRules, now),
    ]);
    return {
      remaining: byEmail.remaining,
      blockedForSeconds: Math.max(byEmail.blockedForSeconds, byIp.blockedForSeconds),
    };
  }

  private emailTaken(remaining: number) {
    return new AppError('AUTH_EMAIL_EXISTS', AUTH_ERRORS.AUTH_EMAIL_EXISTS, 409, {
      attempts_remaining: remaining,
    });
  }

  private invalidRefresh() {
    return new AppError('AUTH_INVALID_REFRESH_TOKEN', AUTH_ERRORS.AUTH_INVALID_REFRESH_TOKEN, 400);
  }
}
