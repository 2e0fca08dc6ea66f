import type { AuthUser, Session } from '@aurum/shared/auth/session';
import { AUTH_ERRORS } from '@aurum/shared/auth/auth-messages';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { restoreOnSignIn } from './account-deletion.repo';
import * as repo from './auth.repo';
import { SecurityNotices } from './security-notices';
import { type AccessTokens, newOpaqueToken } from './tokens';

/** Where a sign-in comes from: the address and the browser that asked. */
export interface Caller {
  ip: string;
  userAgent?: string;
}

/** The account as the client sees it (spec 01's user object). */
export const toAuthUser = (user: repo.SessionUser): AuthUser => ({
  id: user.id,
  email: user.email,
  email_confirmed_at: user.emailConfirmedAt?.toISOString() ?? null,
  role: user.role,
  user_metadata: user.userMetadata,
  created_at: user.createdAt.toISOString(),
});

/**
 * Opens sessions: every way of signing in (password, confirmation link, reset link, second
 * factor, passkey) ends here, so a session always has its row, its first refresh token and an
 * access token signed the same way.
 */
export class SessionIssuer {
  constructor(
    private db: Database,
    readonly tokens: AccessTokens,
    private notices: SecurityNotices = new SecurityNotices(null),
  ) {}

  /**
   * A new session for `user` on the caller's device. Signing in during a deletion's grace period
   * restores the account (ADR 055): the answer then says `account_restored`.
   */
  async start(user: repo.UserRecord, caller: Caller, now: Date): Promise<Session> {
    const refresh = newOpaqueToken();
    let restored = false;
    const sessionId = await this.db.transaction(async (tx) => {
      const state = await restoreOnSignIn(tx, user.id, { ip: caller.ip, now });
      if (state === null) throw new AppError('AUTH_INVALID', AUTH_ERRORS.AUTH_INVALID, 400);
      restored = state;
      const id = await repo.insertSession(tx, {
        userId: user.id,
        userAgent: caller.userAgent,
        ip: caller.ip,
        now,
      });
      await repo.insertRefreshToken(tx, id, refresh.hash, now);
      await this.notices.signedIn(tx, user, { id, userAgent: caller.userAgent });
      return id;
    });
    const session = await this.answer(user, sessionId, refresh.token, now);
    return restored ? { ...session, account_restored: true } : session;
  }

  /** The session answer for an existing session with a (new) refresh token. */
  async answer(
    user: repo.SessionUser,
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
}
