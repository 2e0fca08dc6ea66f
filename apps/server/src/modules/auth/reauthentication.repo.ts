import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authSessions } from '../../db/schema/auth';

/** Records that the member proved it is them again on this (active) session. */
export async function markReauthenticated(db: Executor, sessionId: string, now: Date) {
  await db
    .update(authSessions)
    .set({ reauthenticatedAt: now })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** When the session last re-authenticated, or null. */
export async function findReauthenticatedAt(db: Executor, sessionId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: authSessions.reauthenticatedAt })
    .from(authSessions)
    .where(eq(authSessions.id, sessionId));
  return row?.at ?? null;
}
