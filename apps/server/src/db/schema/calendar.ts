import { sql } from 'drizzle-orm';
import {
  date,
  index,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Personal events a member adds to the calendar (Add Event). */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    eventDate: date('event_date').notNull(),
    eventTime: time('event_time'),
    place: text('place'),
    status: text('status').notNull().default('confirmed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('calendar_events_user_date_idx').on(t.userId, t.eventDate)],
);

/**
 * The member's private calendar subscription (issue 29, ADR 066): the ICS feed's address carries
 * a random token, kept as its SHA-256 hash (the lookup) and sealed (ADR 048:
 * `calendar_feeds.token:<id>`) so the member can copy the address again. Issuing a new one
 * revokes the old one: at most one live feed per member.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    sealedToken: text('sealed_token').notNull(),
    keyId: text('key_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_hash_idx').on(t.tokenHash),
    uniqueIndex('calendar_feeds_live_idx')
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
  ],
);
