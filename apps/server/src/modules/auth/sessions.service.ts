import type { MemberSession, StaffSessionsEnded } from '@aurum/shared/auth/sessions-contract';
import { SESSIONS_TEXTS, STAFF_SESSIONS_TEXTS } from '@aurum/shared/auth/sessions-texts';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { publishSessionsEnded } from '../../platform/realtime/publish';
import * as repo from './auth.repo';
import { approximateLocation, describeUserAgent } from './devices';
import { expiryOf, type SessionLifetimes } from './session-lifetimes';
import * as sessions from './sessions.repo';
import type { Caller } from './session-issuer';
import type { AccessClaims } from './tokens';

/**
 * The member's signed-in devices (issue 26, ADR 054): listed with the browser and system their
 * user agent names, ended one at a time, and ended by staff for a member (ASVS 7.4.5). Ending a
 * session tells every instance at once (publishSessionsEnded), so its access token is refused on
 * the next request anywhere.
 */
export class SessionsService {
  constructor(
    private db: Database,
    private clock: Clock,
    private lifetimes: SessionLifetimes,
    /** Forgets ended sessions in this instance's guard cache (AuthService.forgetSessions). */
    private forget: (ended: { userId: string; sessionId?: string }) => void,
  ) {}

  /** The member's active sessions, the caller's own marked `current` and listed first. */
  async list(claims: AccessClaims): Promise<MemberSession[]> {
    const nowMs = this.clock.now().getTime();
    const rows = await sessions.listActiveSessions(this.db, claims.userId);
    return rows
      .filter(
        (row) =>
          !expiryOf(
            { createdAtMs: row.createdAt.getTime(), lastSeenAtMs: row.lastSeenAt.getTime() },
            nowMs,
            this.lifetimes,
          ),
      )
      .map((row) => ({
        id: row.id,
        ...describeUserAgent(row.userAgent),
        location: approximateLocation(row.ip),
        signed_in_at: row.createdAt.toISOString(),
        last_seen_at: row.lastSeenAt.toISOString(),
        current: row.id === claims.sessionId,
      }))
      .sort((a, b) => Number(b.current) - Number(a.current));
  }

  /** Ends one of the member's own sessions; another member's id (or an ended one) answers 404. */
  async end(claims: AccessClaims, sessionId: string, caller: Caller) {
    const now = this.clock.now();
    const ended = await this.db.transaction(async (tx) => {
      const id = await sessions.revokeOwnSession(tx, {
        userId: claims.userId,
        sessionId,
        reason: 'ended_by_member',
        now,
      });
      if (!id) return null;
      await publishSessionsEnded(tx, { userId: claims.userId, sessionId: id });
      await repo.audit(tx, {
        event: 'session_ended',
        userId: claims.userId,
        ip: caller.ip,
        userAgent: caller.userAgent,
        details: { sessionId: id, current: id === claims.sessionId },
        now,
      });
      return id;
    });
    if (!ended) throw new AppError('NOT_FOUND', SESSIONS_TEXTS.notFound, 404);
    this.forget({ userId: claims.userId, sessionId: ended });
  }

  /** Staff end every session of a member (ASVS 7.4.5), audited with the staff member's id. */
  async endAllByStaff(
    staff: AccessClaims,
    memberId: string,
    caller: Caller,
  ): Promise<StaffSessionsEnded> {
    const now = this.clock.now();
    const ended = await this.db.transaction(async (tx) => {
      if (!(await sessions.accountExists(tx, memberId))) return null;
      const revoked = await repo.revokeSessions(tx, { userId: memberId }, 'ended_by_staff', now);
      await publishSessionsEnded(tx, { userId: memberId });
      await repo.audit(tx, {
        event: 'sessions_ended_by_staff',
        userId: memberId,
        // The staff member's address only: their browser is not the member's device.
        ip: caller.ip,
        details: { staffId: staff.userId, revoked },
        now,
      });
      return revoked;
    });
    if (ended === null) throw new AppError('NOT_FOUND', STAFF_SESSIONS_TEXTS.memberNotFound, 404);
    this.forget({ userId: memberId });
    return { ended };
  }
}
