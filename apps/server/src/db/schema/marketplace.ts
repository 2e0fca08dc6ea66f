import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { serviceProviders } from './providers';
import { serviceRequests } from './requests';

/**
 * A member's review of a provider they used (spec 02 section 3). One per member and provider; the
 * provider's rating and review_count are recomputed from these rows.
 *
 * The trigram and filter indexes on service_providers that the marketplace search needs are
 * created in the marketplace migration (they live on a table declared in providers.ts).
 */
export const providerReviews = pgTable(
  'provider_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The completed request that made the member eligible. */
    requestId: uuid('request_id').references(() => serviceRequests.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    qualityRating: smallint('quality_rating').notNull(),
    responseTimeRating: smallint('response_time_rating').notNull(),
    valueRating: smallint('value_rating').notNull(),
    reviewText: text('review_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('provider_reviews_provider_user_unique').on(t.providerId, t.userId),
    index('provider_reviews_provider_created_idx').on(t.providerId, t.createdAt),
    check('provider_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('provider_reviews_quality_check', sql`${t.qualityRating} between 1 and 5`),
    check('provider_reviews_response_check', sql`${t.responseTimeRating} between 1 and 5`),
    check('provider_reviews_value_check', sql`${t.valueRating} between 1 and 5`),
  ],
);

/** Bookable time slots of a provider, in Africa/Johannesburg local date and time. */
export const bookingSlots = pgTable(
  'booking_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    isBooked: boolean('is_booked').notNull().default(false),
    /** The service request that booked the slot. */
    bookingId: uuid('booking_id').references(() => serviceRequests.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('booking_slots_provider_date_start_unique').on(t.providerId, t.slotDate, t.startTime),
    check('booking_slots_end_after_start_check', sql`${t.endTime} > ${t.startTime}`),
    /** Free slots of one provider on a date (detail view, slots call, availability filter). */
    index('booking_slots_provider_free_idx')
      .on(t.providerId, t.slotDate, t.startTime)
      .where(sql`not ${t.isBooked}`),
    /** Free slots by date across providers (availability filter over many providers). */
    index('booking_slots_free_date_idx')
      .on(t.slotDate, t.providerId)
      .where(sql`not ${t.isBooked}`),
    index('booking_slots_booking_idx').on(t.bookingId),
  ],
);

/**
 * The days on which a provider has a free slot, with the start of the latest free one: what the
 * marketplace's availability filters read instead of scanning booking_slots. Written only by the
 * database (triggers on booking_slots, ADR 023), so it always matches the slots.
 */
export const providerFreeDays = pgTable(
  'provider_free_days',
  {
    providerId: uuid('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    lastFreeStart: time('last_free_start').notNull(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.slotDate] })],
);

/** Providers staff feature on the Featured tab for a date window (spec 02 section 3). */
export const featuredListings = pgTable(
  'featured_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    priorityOrder: integer('priority_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('featured_listings_window_check', sql`${t.endDate} >= ${t.startDate}`),
    index('featured_listings_active_idx')
      .on(t.priorityOrder, t.startDate, t.endDate)
      .where(sql`${t.isActive}`),
    index('featured_listings_provider_idx').on(t.providerId),
  ],
);
