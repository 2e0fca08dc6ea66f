import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Life OS goals (spec 02: id, title, type, target_value, current_value, deadline, status; issue
 * 29, ADR 063). `status` follows the values: completed once current reaches target (or the member
 * completes it), with the moment in `completed_at`.
 */
export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type').notNull(),
    targetValue: doublePrecision('target_value').notNull(),
    currentValue: doublePrecision('current_value').notNull().default(0),
    /** The member's calendar day it is due, or null for none. */
    deadline: date('deadline', { mode: 'string' }),
    status: text('status').notNull().default('active'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('goals_user_created_idx').on(t.userId, t.createdAt),
    check('goals_type_check', sql`${t.type} in ('wellness', 'financial', 'fitness', 'other')`),
    check('goals_status_check', sql`${t.status} in ('active', 'completed')`),
    check('goals_values_check', sql`${t.targetValue} > 0 and ${t.currentValue} >= 0`),
    check(
      'goals_completed_check',
      sql`(${t.status} = 'completed') = (${t.completedAt} is not null)`,
    ),
  ],
);

/**
 * Life OS routines (spec 02: id, name, start_time, confidence_score, is_active, user_id; ADR 063).
 * The confidence score is not stored: it is read from the completions each time (a stored score
 * would go stale every day the member does not open the app). `version` grows with every change
 * of the time, active or reminder; a reminder job carries the version it was scheduled for and
 * does nothing once it differs. `reminded_on` is the last member day a reminder was handled for:
 * the one conditional step that keeps two instances from sending it twice.
 */
export const routines = pgTable(
  'routines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** HH:MM in the member's time zone. */
    startTime: text('start_time').notNull().default('08:00'),
    nextAction: text('next_action').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    reminder: boolean('reminder').notNull().default(true),
    version: integer('version').notNull().default(1),
    remindedOn: date('reminded_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('routines_user_created_idx').on(t.userId, t.createdAt),
    check('routines_start_time_check', sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/** A routine done on one of the member's days: at most one row per routine and day. */
export const routineCompletions = pgTable(
  'routine_completions',
  {
    routineId: uuid('routine_id')
      .notNull()
      .references(() => routines.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member's calendar day (Africa/Johannesburg) it was done on. */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'routine_completions_pkey', columns: [t.routineId, t.day] }),
    index('routine_completions_user_day_idx').on(t.userId, t.day),
  ],
);
