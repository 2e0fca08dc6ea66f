import type { ResetActionOutcome } from '@aurum/shared/life-os/reset';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Reset sessions (spec 02 sections 2, 4; issue 29, ADR 064): active, then completed (or
 * interrupted when a stale one is closed). The partial unique index keeps at most one active
 * session per member, whatever runs in parallel.
 */
export const resetSessions = pgTable(
  'reset_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    triggerReason: text('trigger_reason').notNull(),
    status: text('status').notNull().default('active'),
    /** The actions this session runs, in order. */
    actions: text('actions').array().notNull(),
    actionsCompleted: text('actions_completed')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    outcomes: jsonb('outcomes')
      .$type<ResetActionOutcome[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reset_sessions_one_active_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'active'`),
    index('reset_sessions_user_started_idx').on(t.userId, t.startedAt),
    check(
      'reset_sessions_status_check',
      sql`${t.status} in ('active', 'completed', 'interrupted')`,
    ),
    check('reset_sessions_trigger_check', sql`${t.triggerReason} in ('manual', 'mood')`),
  ],
);

/**
 * The member's away note (the reset's auto_replies): one per member, running until `until`.
 * The assistant says so and keeps to what is asked; routine reminders pause meanwhile.
 */
export const awayNotes = pgTable('away_notes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  note: text('note').notNull(),
  until: timestamp('until', { withTimezone: true }).notNull(),
  sessionId: uuid('session_id').references(() => resetSessions.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
