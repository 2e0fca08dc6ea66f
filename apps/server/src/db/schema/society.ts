import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Society perks (spec 02: id, title, description, category, tier, value, expiresAt; issue 30, ADR
 * 069): catalogue data staff create, edit and retire. `stock_remaining` is null for unlimited; a
 * redemption takes one with a conditional update, so it never goes below zero (the check says so
 * too).
 */
export const societyPerks = pgTable(
  'society_perks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    tier: text('tier').notNull(),
    value: text('value').notNull(),
    fulfilment: text('fulfilment').notNull().default('code'),
    expiresAt: date('expires_at', { mode: 'string' }),
    stockRemaining: integer('stock_remaining'),
    sortOrder: integer('sort_order').notNull().default(0),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('society_perks_title_idx').on(t.title),
    check(
      'society_perks_category_check',
      sql`${t.category} in ('monthly', 'birthday', 'events', 'discounts')`,
    ),
    check('society_perks_tier_check', sql`${t.tier} in ('trial', 'gold', 'platinum', 'black')`),
    check('society_perks_fulfilment_check', sql`${t.fulfilment} in ('code', 'concierge')`),
    check(
      'society_perks_stock_check',
      sql`${t.stockRemaining} is null or ${t.stockRemaining} >= 0`,
    ),
  ],
);

/**
 * A member's redemption of a perk: once per period (the month for monthly perks, the year for
 * birthday perks, else once), which the unique key holds whatever arrives at once.
 */
export const perkRedemptions = pgTable(
  'perk_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    perkId: uuid('perk_id')
      .notNull()
      .references(() => societyPerks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    code: text('code'),
    /** The concierge request filed to follow it up (fulfilment concierge). */
    requestId: uuid('request_id'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('perk_redemptions_once_idx').on(t.perkId, t.userId, t.period),
    index('perk_redemptions_user_idx').on(t.userId, t.redeemedAt),
  ],
);

/**
 * Society events (spec 02: id, title, description, date, location, capacity, attendees,
 * tier_requirement, category): catalogue data staff keep. `attendees` is the count of registered
 * RSVPs, kept under the event's row lock with every RSVP, cancellation and promotion.
 */
export const societyEvents = pgTable(
  'society_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    location: text('location').notNull(),
    capacity: integer('capacity').notNull(),
    attendees: integer('attendees').notNull().default(0),
    tierRequirement: text('tier_requirement').notNull(),
    category: text('category').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('society_events_starts_idx').on(t.startsAt),
    check('society_events_tier_check', sql`${t.tierRequirement} in ('gold', 'platinum', 'black')`),
    check(
      'society_events_seats_check',
      sql`${t.capacity} > 0 and ${t.attendees} >= 0 and ${t.attendees} <= ${t.capacity}`,
    ),
  ],
);

/**
 * A member's place at an event: registered (an RSVP, one seat) or waitlisted (in line by `seq`).
 * One row per member and event; a cancellation or leaving the line deletes it.
 */
export const eventRsvps = pgTable(
  'event_rsvps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => societyEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the seat became the member's (an RSVP, or a promotion from the waitlist). */
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    /** Order in line: insertion order, which breaks ties of the same instant. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('event_rsvps_member_idx').on(t.eventId, t.userId),
    index('event_rsvps_line_idx').on(t.eventId, t.status, t.seq),
    index('event_rsvps_user_idx').on(t.userId),
    check('event_rsvps_status_check', sql`${t.status} in ('registered', 'waitlisted')`),
  ],
);

/** Gifts staff record for a member (spec 02: gift_name, sent_date, category, value, status). */
export const societyGifts = pgTable(
  'society_gifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    giftName: text('gift_name').notNull(),
    sentDate: date('sent_date', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    valueCents: integer('value_cents').notNull(),
    status: text('status').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('society_gifts_user_idx').on(t.userId, t.sentDate),
    check('society_gifts_status_check', sql`${t.status} in ('delivered', 'enjoyed', 'other')`),
    check('society_gifts_value_check', sql`${t.valueCents} >= 0`),
  ],
);
