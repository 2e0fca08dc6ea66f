import type { MoodActivity, MoodReading, MoodSource } from '@aurum/shared/journal/journal-contract';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { MemberReadScope, MemberScope } from '../../db/as-member';
import { moodTracking } from '../../db/schema/journal';

const readingColumns = {
  id: moodTracking.id,
  moodScore: moodTracking.moodScore,
  energyLevel: moodTracking.energyLevel,
  stressLevel: moodTracking.stressLevel,
  detectedFrom: moodTracking.detectedFrom,
  context: moodTracking.context,
  activities: moodTracking.activities,
  journalEntryId: moodTracking.journalEntryId,
  createdAt: moodTracking.createdAt,
};

type ReadingRow = {
  id: string;
  moodScore: number;
  energyLevel: number | null;
  stressLevel: number | null;
  detectedFrom: string;
  context: string;
  activities: string[];
  journalEntryId: string | null;
  createdAt: Date;
};

export const toReading = (row: ReadingRow): MoodReading => ({
  id: row.id,
  mood_score: row.moodScore,
  energy_level: row.energyLevel,
  stress_level: row.stressLevel,
  detected_from: row.detectedFrom as MoodSource,
  context: row.context,
  activities: row.activities as MoodActivity[],
  journal_entry_id: row.journalEntryId,
  created_at: row.createdAt.toISOString(),
});

export interface NewReading {
  mood: number;
  energy: number | null;
  stress: number | null;
  detectedFrom: MoodSource;
  context: string;
  activities: readonly MoodActivity[];
  journalEntryId: string | null;
  createdAt: Date;
}

/**
 * Records a reading. A journal entry has at most one: a second for the same entry (two retries
 * racing) inserts nothing and resolves null.
 */
export async function insertReading(
  { tx, userId }: MemberScope,
  reading: NewReading,
): Promise<MoodReading | null> {
  const [row] = await tx
    .insert(moodTracking)
    .values({
      userId,
      moodScore: reading.mood,
      energyLevel: reading.energy,
      stressLevel: reading.stress,
      detectedFrom: reading.detectedFrom,
      context: reading.context,
      activities: [...reading.activities],
      journalEntryId: reading.journalEntryId,
      createdAt: reading.createdAt,
    })
    .onConflictDoNothing({ target: moodTracking.journalEntryId })
    .returning(readingColumns);
  return row ? toReading(row) : null;
}

/** The member's readings since an instant (the trends window), oldest first. */
export async function readingsSince({ db, userId }: MemberReadScope, since: Date) {
  const rows = await db
    .select(readingColumns)
    .from(moodTracking)
    .where(and(eq(moodTracking.userId, userId), gte(moodTracking.createdAt, since)))
    .orderBy(moodTracking.createdAt, moodTracking.id);
  return rows.map(toReading);
}

/** The member's newest readings (at most `limit`, or all for the export), newest first. */
export async function newestReadings({ db, userId }: MemberReadScope, limit?: number) {
  const query = db
    .select(readingColumns)
    .from(moodTracking)
    .where(eq(moodTracking.userId, userId))
    .orderBy(desc(moodTracking.createdAt), desc(moodTracking.id))
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(toReading);
}
