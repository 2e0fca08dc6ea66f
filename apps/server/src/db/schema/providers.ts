import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Service categories (spec 02 section 3), managed by staff. */
export const serviceCategories = pgTable('service_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  /** home, heart, star, car, monitor, book, calendar, briefcase, truck */
  icon: text('icon').notNull().default('home'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Verified providers (spec 02 section 3 with the marketplace fields). */
export const serviceProviders = pgTable(
  'service_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** One of the request types of spec 02 section 9 (SERVICE_TYPES). */
    serviceType: text('service_type').notNull(),
    categoryId: uuid('category_id').references(() => serviceCategories.id, {
      onDelete: 'set null',
    }),
    /** A recognised city or area, or 'National'. */
    location: text('location').notNull(),
    /** As shown, e.g. "R2,500 - R6,000 per day". */
    priceRange: text('price_range').notNull().default(''),
    /** Lowest price in cents, for the marketplace price filter. */
    priceFromCents: integer('price_from_cents'),
    description: text('description').notNull().default(''),
    /**
     * The mean of the provider's review ratings (one decimal, 0 without reviews) and how many
     * there are: kept equal to provider_reviews by the database itself (a trigger, ADR 014), so
     * every screen, filter and sort reads the same number from here.
     */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    contactEmail: text('contact_email').notNull().unique(),
    contactPhone: text('contact_phone').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * A restaurant-reservation provider (type 'other'): asked only for restaurant tables, never for
     * other 'other' requests (ADR 057).
     */
    dining: boolean('dining').notNull().default(false),
    /** e.g. "Mon-Sun 06:00-22:00" or "24/7". */
    availabilityHours: text('availability_hours').notNull().default(''),
    /** Typical first response, e.g. "Within 30 minutes". */
    responseTime: text('response_time').notNull().default(''),
    completedJobs: integer('completed_jobs').notNull().default(0),
    yearsExperience: integer('years_experience').notNull().default(0),
    /**
     * What the marketplace search reads: name, service type (underscores as spaces) and description
     * in lower case, split by a unit separator so a match never spans two of them (ADR 023).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name || chr(31) || replace(service_type, '_', ' ') || chr(31) || description)`,
    ),
    /** Spec 02's emergency rule: the description says 'emergency' or '24/7', any case (ADR 023). */
    isEmergency: boolean('is_emergency').generatedAlwaysAs(
      sql`lower(description) like '%emergency%' or lower(description) like '%24/7%'`,
    ),
    /** The provider's own sign-in, when they have one (role provider). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_providers_match_idx').on(t.serviceType, t.isActive, t.rating),
    index('service_providers_user_idx').on(t.userId),
    /** The marketplace search ("contains", trigram). */
    index('service_providers_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    /** A recognised place's spellings, matched exactly (the location filter). */
    index('service_providers_location_lower_idx').on(sql`lower(${t.location})`),
    /** The Emergency tab and filter, in the marketplace order. */
    index('service_providers_emergency_idx')
      .on(t.rating.desc(), t.id)
      .where(sql`${t.isActive} and ${t.isEmergency}`),
    /** The marketplace order (best rated first, then id) and its keyset paging (since 0003). */
    index('service_providers_browse_idx')
      .on(t.rating.desc(), t.id)
      .where(sql`${t.isActive}`),
  ],
);
