import { asc, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../db/client';
import { awayNotes, resetSessions } from '../../../db/schema/reset';
import { sessionView } from './reset.repo';

/**
 * The reset's part of the member's data rights (ADR 055, 064): its sessions and away note. Its
 * settings live in user_preferences (reset_actions), exported and removed with the profile.
 */
export const RESET_EXPORT_TABLES = ['reset_sessions', 'away_notes'] as const;

export async function exportReset(db: Executor, userId: string) {
  const sessions = await db
    .select()
    .from(resetSessions)
    .where(eq(resetSessions.userId, userId))
    .orderBy(asc(resetSessions.startedAt));
  const [away] = await db
    .select({ note: awayNotes.note, until: awayNotes.until })
    .from(awayNotes)
    .where(eq(awayNotes.userId, userId));
  return {
    sessions: sessions.map(sessionView),
    away_note: away ? { note: away.note, until: away.until.toISOString() } : null,
  };
}

export async function forgetReset(tx: Transaction, userId: string) {
  await tx.delete(awayNotes).where(eq(awayNotes.userId, userId));
  await tx.delete(resetSessions).where(eq(resetSessions.userId, userId));
}
