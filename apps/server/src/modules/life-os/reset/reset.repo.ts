import type { ResetActionOutcome, ResetSession } from '@aurum/shared/life-os/reset';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { awayNotes, resetSessions } from '../../../db/schema/reset';

type SessionRow = typeof resetSessions.$inferSelect;

export const sessionView = (row: SessionRow): ResetSession => ({
  id: row.id,
  started_at: row.startedAt.toISOString(),
  completed_at: row.completedAt?.toISOString() ?? null,
  trigger_reason: row.triggerReason as ResetSession['trigger_reason'],
  status: row.status as ResetSession['status'],
  actions: row.actions as ResetSession['actions'],
  actions_completed: row.actionsCompleted as ResetSession['actions_completed'],
  outcomes: row.outcomes,
});

/** Closes the member's active session started before `before` as interrupted. */
export async function interruptStaleSession(tx: Executor, userId: string, before: Date, now: Date) {
  await tx
    .update(resetSessions)
    .set({ status: 'interrupted', completedAt: now })
    .where(
      and(
        eq(resetSessions.userId, userId),
        eq(resetSessions.status, 'active'),
        lt(resetSessions.startedAt, before),
      ),
    );
}

export async function hasActiveSession(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ id: resetSessions.id })
    .from(resetSessions)
    .where(and(eq(resetSessions.userId, userId), eq(resetSessions.status, 'active')));
  return row !== undefined;
}

export async function insertSession(
  tx: Executor,
  values: { userId: string; triggerReason: string; actions: string[]; startedAt: Date },
) {
  const [row] = await tx.insert(resetSessions).values(values).returning();
  return row!;
}

/** The member's own session, locked until the transaction ends; null when not theirs. */
export async function lockSession(tx: Executor, userId: string, id: string) {
  const [row] = await tx
    .select()
    .from(resetSessions)
    .where(and(eq(resetSessions.id, id), eq(resetSessions.userId, userId)))
    .for('update');
  return row ?? null;
}

/** Records an action's outcome on the session. */
export async function recordOutcome(tx: Executor, id: string, outcome: ResetActionOutcome) {
  const [row] = await tx
    .update(resetSessions)
    .set({
      actionsCompleted: sql`array_append(${resetSessions.actionsCompleted}, ${outcome.action})`,
      outcomes: sql`${resetSessions.outcomes} || ${JSON.stringify([outcome])}::jsonb`,
    })
    .where(eq(resetSessions.id, id))
    .returning();
  return row!;
}

export async function completeSession(tx: Executor, id: string, now: Date) {
  const [row] = await tx
    .update(resetSessions)
    .set({ status: 'completed', completedAt: now })
    .where(eq(resetSessions.id, id))
    .returning();
  return row!;
}

/** The member's sessions, newest first. */
export function listSessions(db: Executor, userId: string, limit: number) {
  return db
    .select()
    .from(resetSessions)
    .where(eq(resetSessions.userId, userId))
    .orderBy(desc(resetSessions.startedAt), desc(resetSessions.id))
    .limit(limit);
}

/** Sets (or replaces) the member's away note. */
export async function setAwayNote(
  tx: Executor,
  values: { userId: string; note: string; until: Date; sessionId: string | null; now: Date },
) {
  const { now, ...note } = values;
  await tx
    .insert(awayNotes)
    .values({ ...note, createdAt: now })
    .onConflictDoUpdate({
      target: awayNotes.userId,
      set: { note: note.note, until: note.until, sessionId: note.sessionId, createdAt: now },
    });
}

/** The member's away note while it runs, else null. */
export async function runningAwayNote(db: Executor, userId: string, now: Date) {
  const [row] = await db
    .select({ note: awayNotes.note, until: awayNotes.until })
    .from(awayNotes)
    .where(and(eq(awayNotes.userId, userId), gt(awayNotes.until, now)));
  return row ?? null;
}

export async function deleteAwayNote(db: Executor, userId: string) {
  await db.delete(awayNotes).where(eq(awayNotes.userId, userId));
}
