import { and, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authSessions, users } from '../../db/schema/auth';
import { LAST_SEEN_EVERY_MS } from './session-lifetimes';

/**
 * Records a session's use (the guard, ADR 054): written only when the stored moment is a minute
 * old or more, so many instances and requests at once make at most one write a minute.
 */
export async function touchLastSeen(db: Executor, sessionId: string, now: Date) {
  const staleBefore = new Date(now.getTime() - LAST_SEEN_EVERY_MS);
  await db
    .update(authSessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(authSessions.id, sessionId),
        isNull(authSessions.revokedAt),
        or(isNull(authSessions.lastSeenAt), lt(authSessions.lastSeenAt, staleBefore)),
      ),
    );
}

/** A member's sessions not revoked, newest sign-in first (at most 200). */
export async function listActiveSessions(db: Executor, userId: string) {
  return db
    .select({
      id: authSessions.id,
      userAgent: authSessions.userAgent,
      ip: authSessions.ip,
      createdAt: authSessions.createdAt,
      lastSeenAt:
        sql<Date>`coalesce(${authSessions.lastSeenAt}, ${authSessions.refreshedAt}, ${authSessions.createdAt})`.mapWith(
          authSessions.createdAt,
        ),
    })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    .orderBy(desc(authSessions.createdAt))
    .limit(200);
}

/**
 * Revokes one session only if it is the member's own and still active: the id of the session
 * ended, or null (unknown, another member's, or already ended).
 */
export async function revokeOwnSession(
  db: Executor,
  input: { userId: string; sessionId: string; reason: string; now: Date },
): Promise<string | null> {
  const [row] = await db
    .update(authSessions)
    .set({ revokedAt: input.now, revokedReason: input.reason })
    .where(
      and(
        eq(authSessions.id, input.sessionId),
        eq(authSessions.userId, input.userId),
        isNull(authSessions.revokedAt),
      ),
    )
    .returning({ id: authSessions.id });
  return row?.id ?? null;
}

/** Whether an account exists, for staff acting on a member by id. */
export async function accountExists(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

/**
 * Whether the account has a session besides this one (`earlier`) and one opened from the same
 * browser (`sameBrowser`): a sign-in from a new device is told to the member (issue 32).
 */
export async function sessionHistory(
  db: Executor,
  userId: string,
  session: { id: string; userAgent?: string },
) {
  const [seen] = await db
    .select({
      earlier: sql<boolean>`count(*) > 0`,
      sameBrowser: sql<boolean>`coalesce(bool_or(${authSessions.userAgent} is not distinct from ${session.userAgent?.slice(0, 512) ?? null}), false)`,
    })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), ne(authSessions.id, session.id)));
  return { earlier: Boolean(seen?.earlier), sameBrowser: Boolean(seen?.sameBrowser) };
}
