import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { journalEntries, moodTracking } from '../../db/schema/journal';

/**
 * The journal's part of the member's data rights (ADR 055, 059): exported through the service
 * (it opens the sealed entries, as the member reads them), removed here.
 */
export const JOURNAL_EXPORT_TABLES = ['journal_entries', 'mood_tracking'] as const;

export async function forgetJournal(tx: Transaction, userId: string) {
  await tx.delete(moodTracking).where(eq(moodTracking.userId, userId));
  await tx.delete(journalEntries).where(eq(journalEntries.userId, userId));
}
