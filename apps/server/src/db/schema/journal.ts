import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The AI journal's entries (spec 02, issue 28; ADR 059). What the member wrote and the insights
 * read from it are sealed by the server (ADR 048: `journal_entries.content:<id>` and
 * `journal_entries.insights:<id>`); the scores live on the entry's mood_tracking row.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entryType: text('entry_type').notNull(),
    sealedContent: text('sealed_content').notNull(),
    /** A JSON list of short sentences, sealed; null while the entry has no analysis. */
    sealedInsights: text('sealed_insights'),
    keyId: text('key_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('journal_entries_user_created_idx').on(t.userId, t.createdAt, t.id),
    check('journal_entries_type_check', sql`${t.entryType} in ('text', 'voice')`),
  ],
);

/**
 * Mood readings (spec: mood_tracking): one per analysed journal entry (detected_from 'journal')
 * and one per quick check-in (detected_from 'check_in', with its activity tags).
 */
export const moodTracking = pgTable(
  'mood_tracking',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moodScore: smallint('mood_score').notNull(),
    energyLevel: smallint('energy_level'),
    stressLevel: smallint('stress_level'),
    detectedFrom: text('detected_from').notNull(),
    context: text('context').notNull(),
    activities: text('activities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The entry it was read from; at most one reading per entry, gone with the entry. */
    journalEntryId: uuid('journal_entry_id').references(() => journalEntries.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('mood_tracking_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('mood_tracking_journal_entry_idx').on(t.journalEntryId),
    check('mood_tracking_mood_check', sql`${t.moodScore} between 1 and 10`),
    check('mood_tracking_energy_check', sql`${t.energyLevel} between 1 and 10`),
    check('mood_tracking_stress_check', sql`${t.stressLevel} between 1 and 10`),
    check('mood_tracking_source_check', sql`${t.detectedFrom} in ('journal', 'check_in')`),
    check(
      'mood_tracking_entry_check',
      sql`(${t.detectedFrom} = 'journal') = (${t.journalEntryId} is not null)`,
    ),
  ],
);
