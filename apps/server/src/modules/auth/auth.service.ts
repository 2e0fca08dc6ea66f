import { AUTH_ERRORS } from '@aurum/shared/auth/auth-messages';
import { TRIAL_DAYS } from '@aurum/shared/auth/auth-rules';
import { VALIDATION_MESSAGES, type LogoutScope } from '@aurum/shared/auth/auth-contract';
import type { AuthUser, Session } from '@aurum/shared/auth/session';
import type { MfaChallenge } from '@aurum/shared/auth/two-factor-rules';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import { AppError } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { MailService } from '../../platform/mailer/mail-service';
import type { NotificationSubscriber } from '../../platform/realtime/notification-listener';
import { publishSessionsEnded } from '../../platform/realtime/publish';
import { parseSessionsEnded, parseUserChanged } from '../../platform/realtime/realtime-hub';
import * as repo from './auth.repo';
import { confirmationEmail } from './confirmation-email';
import { exchangeRefreshToken } from './refresh-rotation';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords';
import { type EndedSessions, SessionCache } from './session-cache';
import type { SecondFactors } from './second-factors';
import { type Caller, SessionIssuer, toAuthUser } from './session-issuer';
import { SecurityNotices } from './security-notices';
import {
  type ExpiryReason,
  expiryOf,
  lastSeenIsStale,
  type SessionLifetimes,
  sessionLifetimes,
} from './session-lifetimes';
import { touchLastSeen } from './sessions.repo';
import type { SignInLimits } from './sign-in-limits';
import { type AccessClaims, AccessTokens, hashToken, newOpaqueToken, type Role } from './tokens';

export type { Caller } from './session-issuer';

/** A signed-in caller: the token's claims and the user as stored now (role included). */
export type AuthenticatedCaller = AccessClaims & { user: AuthUser };

/**
 * What the guard reads from the database for a session: the user's role and account, and the
 * session's start and last use for its lifetimes (ADR 054).
 */
interface SignedInUser {
  role: Role;
  user: AuthUser;
  createdAtMs: number;
  lastSeenAtMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Accounts, sessions and the sign-in rate limit (spec 01 sections 4, 5, 7, 8). */
export class AuthService {
  readonly tokens: AccessTokens;
  /** Opens sessions for every way of signing in. */
  readonly issuer: SessionIssuer;
  /** Active sessions the guard has looked up lately (ADR 017). */
  private sessions: SessionCache<SignedInUser>;
  /** Idle and absolute session lifetimes (ADR 054). */
  readonly lifetimes: SessionLifetimes;

  constructor(
    private db: Database,
    private clock: Clock,
    private config: Config,
    private mail: MailService,
    private jobs: JobQueue,
    private limits: SignInLimits,
    /** An account with a second factor gets an MFA challenge instead of a session (ADR 052). */
    private secondFactors?: Pick<SecondFactors, 'challengeFor'>,
    /** Security events on the member's channels (issue 32). */
    readonly notices: SecurityNotices = new SecurityNotices(null),
  ) {
    this.tokens = new AccessTokens(config.JWT_SECRET, config.SITE_URL);
    this.issuer = new SessionIssuer(db, this.tokens, notices);
    this.sessions = new SessionCache(config.SESSION_CACHE_SECONDS * 1000);
    this.lifetimes = sessionLifetimes(config);
  }

  async signUp(
    input: { email: string; password: string; name?: string; redirectTo?: string },
    caller: Caller,
  ) {
    const now = this.clock.now();
    const attempt = await this.limits.count('signup', input.email, caller, now);
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
        await repo.audit(tx, {
          event: 'signup',
          userId: created.id,
          ip: caller.ip,
          userAgent: caller.userAgent,
          now,
        });
        return created;
      })
      .catch((error: unknown) => {
        throw error instanceof repo.EmailTakenError ? this.emailTaken(attempt.remaining) : error;
      });
    this.jobs.wake();
    return { user: toAuthUser(user), session: null, confirmation_sent_at: now.toISOString() };
  }

  async signIn(
    input: { email: string; password: string },
    caller: Caller,
  ): Promise<Session | MfaChallenge> {
    const now = this.clock.now();
    await this.limits.refuseIfBlocked('signin', input.email, caller, now);
    const user = await repo.findUserByEmail(this.db, input.email);
    const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
    if (!user || !valid) {
      const attempt = await this.limits.count('signin', input.email, caller, now, false);
      await repo.audit(this.db, {
        event: attempt.blockedForSeconds ? 'signin_locked' : 'signin_failed',
        userId: user?.id,
        ip: caller.ip,
        userAgent: caller.userAgent,
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
    await this.limits.clear('signin', input.email);
    const challenge = await this.secondFactors?.challengeFor(user.id, 'password', now);
    if (challenge) return challenge;
    // The session first: it locks the account, so a deletion's purge racing this sign-in has
    // either finished (refused here) or will find the account restored (ADR 055).
    const session = await this.issuer.start(user, caller, now);
    await repo.touchSignIn(this.db, user.id, now);
    await repo.audit(this.db, {
      event: 'signin',
      userId: user.id,
      ip: caller.ip,
      userAgent: caller.userAgent,
      now,
    });
    return session;
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
      lifetimes: this.lifetimes,
    });
    if (outcome.kind === 'reused' || outcome.kind === 'expired') {
      this.sessions.forgetSessions({
        userId: outcome.row.userId,
        sessionId: outcome.row.sessionId,
      });
    }
    if (outcome.kind !== 'rotated') throw this.invalidRefresh();
    const user = await repo.findUserById(this.db, outcome.row.userId);
    if (!user) throw this.invalidRefresh();
    return this.issuer.answer(user, outcome.row.sessionId, outcome.refreshToken, now);
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
        userAgent: caller.userAgent,
        details: { scope, revoked },
        now,
      });
    });
    // The other instances forget these sessions when the NOTIFY above arrives; this one at once.
    this.sessions.forgetSessions({ ...selector, userId: claims.userId });
  }

  /**
   * The caller of an access token whose session is still active and within its lifetimes; 401
   * otherwise. The session comes from the session cache when this instance looked it up lately
   * (ADR 017): a cache hit makes no query. A lookup records the session's use, at most once a
   * minute (ADR 054).
   */
  async authenticate(authorization: string | undefined): Promise<AuthenticatedCaller> {
    const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) throw new AppError('AUTH_SESSION_MISSING', AUTH_ERRORS.AUTH_SESSION_MISSING, 401);
    const now = this.clock.now();
    const claims = this.tokens.verify(token, now);
    const signedIn = claims
      ? await this.sessions.lookup(claims.sessionId, claims.userId, now.getTime(), () =>
          this.loadSession(claims, now),
        )
      : null;
    const expired = signedIn ? expiryOf(signedIn, now.getTime(), this.lifetimes) : null;
    if (!claims || !signedIn || expired) {
      if (claims && expired) await this.expire(claims, now, expired);
      throw new AppError('AUTH_INVALID_JWT', AUTH_ERRORS.AUTH_INVALID_JWT, 401);
    }
    return { ...claims, role: signedIn.role, user: signedIn.user };
  }

  /** The guard's database read (a cache miss): the session's user, its use recorded. */
  private async loadSession(claims: AccessClaims, now: Date): Promise<SignedInUser | null> {
    const row = await repo.findActiveSessionUser(this.db, claims.sessionId, claims.userId);
    if (!row) return null;
    const session = {
      createdAtMs: row.sessionCreatedAt.getTime(),
      lastSeenAtMs: row.sessionLastSeenAt.getTime(),
    };
    const expired = expiryOf(session, now.getTime(), this.lifetimes);
    if (expired) {
      await this.expire(claims, now, expired);
      return null;
    }
    if (lastSeenIsStale(session.lastSeenAtMs, now.getTime())) {
      await touchLastSeen(this.db, claims.sessionId, now);
      session.lastSeenAtMs = now.getTime();
    }
    return { role: row.role, user: toAuthUser(row), ...session };
  }

  /** Ends a session past its idle or absolute lifetime, on every instance (ADR 054). */
  private async expire(claims: AccessClaims, now: Date, reason: ExpiryReason) {
    const ended = { userId: claims.userId, sessionId: claims.sessionId };
    await this.db.transaction(async (tx) => {
      const revoked = await repo.revokeSessions(tx, { sessionId: claims.sessionId }, reason, now);
      if (revoked) await publishSessionsEnded(tx, ended);
    });
    this.sessions.forgetSessions(ended);
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

  /**
   * Forgets ended sessions on this instance at once (the others forget them when the NOTIFY of
   * publishSessionsEnded arrives): call after the transaction that revoked them.
   */
  forgetSessions(selector: EndedSessions) {
    this.sessions.forgetSessions(selector);
  }

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
      await repo.audit(tx, {
        event: 'email_confirmed',
        userId: row.userId,
        ip: caller.ip,
        userAgent: caller.userAgent,
        now,
      });
      return row;
    });
    if (!confirmation) throw new AppError('AUTH_LINK_INVALID', AUTH_ERRORS.AUTH_LINK_INVALID, 400);
    const user = await repo.findUserById(this.db, confirmation.userId);
    if (!user) throw new AppError('AUTH_LINK_INVALID', AUTH_ERRORS.AUTH_LINK_INVALID, 400);
    const session = await this.issuer.start(user, caller, now);
    return { session, redirectTo: confirmation.redirectTo };
  }

  /** Sends a fresh confirmation link to an unconfirmed account; silent otherwise. */
  async resendConfirmation(input: { email: string; redirectTo?: string }, caller: Caller) {
    const now = this.clock.now();
    await this.limits.count('resend', input.email, caller, now);
    const user = await repo.findUserByEmail(this.db, input.email);
    if (!user || user.emailConfirmedAt) return;
    await this.db.transaction((tx) => this.queueConfirmation(tx, user, input.redirectTo, now));
    this.jobs.wake();
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

  private emailTaken(remaining: number) {
    return new AppError('AUTH_EMAIL_EXISTS', AUTH_ERRORS.AUTH_EMAIL_EXISTS, 409, {
      attempts_remaining: remaining,
    });
  }

  private invalidRefresh() {
    return new AppError('AUTH_INVALID_REFRESH_TOKEN', AUTH_ERRORS.AUTH_INVALID_REFRESH_TOKEN, 400);
  }
}
