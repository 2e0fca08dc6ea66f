import { MemberCache } from '../../platform/cache/member-cache';

/** Which sessions of a member ended: one, every one but one, or all of them. */
export interface EndedSessions {
  userId: string;
  sessionId?: string;
  exceptSessionId?: string;
}

/**
 * What the auth guard learnt about an active session (its user, role included), kept for a few
 * seconds per session (the key) so a guarded request needs no query. Sign-outs, revocations and
 * account changes forget entries at once: on this instance directly, on the others through the
 * NOTIFY channel (see AuthService).
 */
export class SessionCache<T> extends MemberCache<T> {
  /** Forgets the sessions that ended (sign-out, revocation, refresh-token reuse). */
  forgetSessions(ended: EndedSessions) {
    this.forget(ended.userId, (sessionId) =>
      ended.sessionId !== undefined
        ? sessionId === ended.sessionId
        : sessionId !== ended.exceptSessionId,
    );
  }

  /** Forgets every session of a member whose account changed (role, password, e-mail). */
  forgetUser(userId: string) {
    this.forget(userId);
  }
}
