import type { EntryType, MoodAnalysis } from '@aurum/shared/journal/journal-contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { MemberReadScope, MemberScope } from '../../db/as-member';
import type { Executor } from '../../db/client';
import { journalEntries, moodTracking } from '../../db/schema/journal';
import type { KeysetCursor } from '../../platform/http/keyset-cursor';

/** An entry as stored: its texts still sealed (the service opens them), its scores if read. */
export interface SealedEntry {
  id: string;
  entryType: EntryType;
  sealedContent: string;
  sealedInsights: string | null;
  analysis: MoodAnalysis | null;
  createdAt: Date;
  /** created_at at full precision, for the page's cursor. */
  position: KeysetCursor;
}

const entryColumns = {
  id: journalEntries.id,
  entryType: journalEntries.entryType,
  sealedContent: journalEntries.sealedContent,
  sealedInsights: journalEntries.sealedInsights,
  createdAt: journalEntries.createdAt,
  createdAtText: sql<string>`${journalEntries.createdAt}::text`,
  mood: moodTracking.moodScore,
  energy: moodTracking.energyLevel,
  stress: moodTracking.stressLevel,
};

type EntryRow = {
  id: string;
  entryType: string;
  sealedContent: string;
  sealedInsights: string | null;
  createdAt: Date;
  createdAtText: string;
  mood: number | null;
  energy: number | null;
  stress: number | null;
};

const toSealedEntry = (row: EntryRow): SealedEntry => ({
  id: row.id,
  entryType: row.entryType as EntryType,
  sealedContent: row.sealedContent,
  sealedInsights: row.sealedInsights,
  // A journal reading always has all three scores (the analysis gives them together).
  analysis: row.mood === null ? null : { mood: row.mood, energy: row.energy!, stress: row.stress! },
  createdAt: row.createdAt,
  position: [row.createdAtText, row.id],
});

/** Entries with the scores of their reading (none before the analysis succeeded). */
const entriesWithScores = (db: Executor) =>
  db
    .select(entryColumns)
    .from(journalEntries)
    .leftJoin(moodTracking, eq(moodTracking.journalEntryId, journalEntries.id));

const ownEntry = (userId: string, id: string) =>
  and(eq(journalEntries.id, id), eq(journalEntries.userId, userId));

export interface NewEntry {
  id: string;
  entryType: EntryType;
  sealedContent: string;
  sealedInsights: string | null;
  keyId: string;
  createdAt: Date;
}

export async function insertEntry({ tx, userId }: MemberScope, entry: NewEntry) {
  await tx.insert(journalEntries).values({ ...entry, userId });
}

/** One page of the member's entries, newest first; `more` when another page follows. */
export async function entryPage(
  { db, userId }: MemberReadScope,
  cursor: KeysetCursor | null,
  limit: number,
): Promise<{ entries: SealedEntry[]; more: boolean }> {
  const rows = await entriesWithScores(db)
    .where(
      and(
        eq(journalEntries.userId, userId),
        cursor
          ? sql`(${journalEntries.createdAt}, ${journalEntries.id}) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
    .limit(limit + 1);
  return { entries: rows.slice(0, limit).map(toSealedEntry), more: rows.length > limit };
}

/** The member's own entry with its scores; null when there is none of theirs by that id. */
export async function findEntry({ db, userId }: MemberReadScope, id: string) {
  const [row] = await entriesWithScores(db).where(ownEntry(userId, id));
  return row ? toSealedEntry(row) : null;
}

/** Locks the member's own entry for its analysis; false when there is none of theirs. */
export async function lockEntry({ tx, userId }: MemberScope, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(ownEntry(userId, id))
    .for('update');
  return row !== undefined;
}

export async function setInsights({ tx, userId }: MemberScope, id: string, sealed: string) {
  await tx.update(journalEntries).set({ sealedInsights: sealed }).where(ownEntry(userId, id));
}

/** Removes the member's own entry and (by its foreign key) its reading; false when none. */
export async function deleteEntry({ tx, userId }: MemberScope, id: string): Promise<boolean> {
  const removed = await tx
    .delete(journalEntries)
    .where(ownEntry(userId, id))
    .returning({ id: journalEntries.id });
  return removed.length > 0;
}

/** The member's newest entries (at most `limit`), newest first, for insights and the export. */
export async function newestEntries({ db, userId }: MemberReadScope, limit?: number) {
  const query = entriesWithScores(db)
    .where(eq(journalEntries.userId, userId))
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(toSealedEntry);
}
