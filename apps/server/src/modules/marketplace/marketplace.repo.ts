import {
  type AvailabilitySlot,
  BROWSE_COUNT_LIMIT,
  type EmergencyProvider,
  type FeaturedProvider,
  type MarketplaceProvider,
  type MarketplaceStats,
  type ProviderReview,
} from '@aurum/shared/marketplace/marketplace-contract';
import { and, asc, count, desc, eq, gt, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookingSlots, featuredListings, providerReviews } from '../../db/schema/marketplace';
import {
  activeCategoryCount,
  activeProviderCount,
  categoryDirectory,
  providerDirectory,
} from '../providers/providers.api';
import { completedRequestsWith, medianMinutesToAnswer } from '../requests/requests.api';
import {
  afterCursor,
  type BrowseCursor,
  isNational,
  emergencyCondition,
  notStarted,
} from './browse-filters.repo';
import { hhmm, type LocalNow } from './market-time';

const p = providerDirectory;
const providerColumns = {
  id: p.id,
  name: p.name,
  serviceType: p.serviceType,
  location: p.location,
  priceRange: p.priceRange,
  description: p.description,
  rating: p.rating,
  reviewCount: p.reviewCount,
  responseTime: p.responseTime,
  category: categoryDirectory.name,
  priceFromCents: p.priceFromCents,
  availabilityHours: p.availabilityHours,
  yearsExperience: p.yearsExperience,
  isEmergency: p.isEmergency,
  contactPhone: p.contactPhone,
  contactEmail: p.contactEmail,
};

const selectProviders = (db: Executor, where: SQL) =>
  db
    .select(providerColumns)
    .from(p)
    .leftJoin(categoryDirectory, eq(categoryDirectory.id, p.categoryId))
    .where(where);

type ProviderRow = Awaited<ReturnType<typeof selectProviders>>[number];

export const toProvider = (row: ProviderRow) =>
  ({
    id: row.id,
    name: row.name,
    service_type: row.serviceType,
    location: row.location,
    price_range: row.priceRange,
    description: row.description,
    rating: Number(row.rating),
    review_count: row.reviewCount,
    response_time: row.responseTime,
    category: row.category,
    price_from_cents: row.priceFromCents,
    availability_hours: row.availabilityHours,
    years_experience: row.yearsExperience,
    is_emergency: row.isEmergency ?? false,
  }) satisfies MarketplaceProvider;

/** Best rated first (ratings from reviews), then by id: the order of every provider list. */
const byRating = [desc(p.rating), asc(p.id)] as const;

/**
 * One browse page in the order rating descending, id ascending (`byArea`: the area's providers
 * before National ones), plus the (capped) total.
 */
export async function browseProviders(
  db: Executor,
  where: SQL,
  cursor: BrowseCursor | null,
  limit: number,
  byArea: boolean,
) {
  const [rows, [total]] = await Promise.all([
    selectProviders(db, and(where, cursor ? afterCursor(cursor, byArea) : undefined)!)
      .orderBy(...(byArea ? [asc(isNational)] : []), ...byRating)
      .limit(limit + 1),
    // Counted up to one past the limit: a broad filter stops there instead of counting them all.
    db.select({ count: count() }).from(
      db
        .select({ one: sql`1` })
        .from(p)
        .where(where)
        .limit(BROWSE_COUNT_LIMIT + 1)
        .as('matches'),
    ),
  ]);
  const matches = total?.count ?? 0;
  return {
    rows: rows.slice(0, limit),
    more: rows.length > limit,
    total: Math.min(matches, BROWSE_COUNT_LIMIT),
    totalCapped: matches > BROWSE_COUNT_LIMIT,
  };
}

export async function findActiveProvider(db: Executor, id: string) {
  const [row] = await selectProviders(db, and(eq(p.id, id), eq(p.isActive, true))!);
  return row ?? null;
}

export async function emergencyProviders(
  db: Executor,
  limit: number,
): Promise<EmergencyProvider[]> {
  const rows = await selectProviders(db, and(eq(p.isActive, true), emergencyCondition)!)
    .orderBy(...byRating)
    .limit(limit);
  return rows.map((row) => ({ ...toProvider(row), contact_phone: row.contactPhone }));
}

export async function stats(db: Executor): Promise<MarketplaceStats> {
  const [row] = await db
    .select({
      providers: activeProviderCount(),
      categories: activeCategoryCount(),
      average: sql<
        string | null
      >`(select round(avg(${providerReviews.rating}), 1) from ${providerReviews})`,
    })
    .from(sql`(select 1) as one`);
  return {
    providers: row!.providers,
    categories: row!.categories,
    average_rating: row!.average === null ? null : Number(row!.average),
  };
}

/** Active categories by name, each with its number of active providers (the catalogue's). */
export { activeCategories as categories } from '../providers/providers.api';

export async function featuredProviders(db: Executor, today: string): Promise<FeaturedProvider[]> {
  const rows = await db
    .select({
      ...providerColumns,
      priorityOrder: featuredListings.priorityOrder,
      endDate: featuredListings.endDate,
    })
    .from(featuredListings)
    .innerJoin(p, eq(p.id, featuredListings.providerId))
    .leftJoin(categoryDirectory, eq(categoryDirectory.id, p.categoryId))
    .where(
      and(
        eq(featuredListings.isActive, true),
        eq(p.isActive, true),
        lte(featuredListings.startDate, today),
        gte(featuredListings.endDate, today),
      ),
    )
    .orderBy(asc(featuredListings.priorityOrder), asc(featuredListings.createdAt))
    .limit(100);
  const seen = new Set<string>();
  return rows
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .map((row) => ({
      ...toProvider(row),
      priority_order: row.priorityOrder,
      featured_until: row.endDate,
    }));
}

/** Free slots of a provider on a date, by start; only those that have not started. */
export async function freeSlots(
  db: Executor,
  providerId: string,
  date: string,
  now: LocalNow,
  limit = 200,
): Promise<AvailabilitySlot[]> {
  const rows = await db
    .select({
      id: bookingSlots.id,
      slotDate: bookingSlots.slotDate,
      startTime: bookingSlots.startTime,
      endTime: bookingSlots.endTime,
    })
    .from(bookingSlots)
    .where(
      and(
        eq(bookingSlots.providerId, providerId),
        eq(bookingSlots.slotDate, date),
        sql`not ${bookingSlots.isBooked}`,
        notStarted(now),
      ),
    )
    .orderBy(asc(bookingSlots.startTime))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    slot_date: row.slotDate,
    start_time: hhmm(row.startTime),
    end_time: hhmm(row.endTime),
  }));
}

/** The first day after `after` on which the provider has a free slot not started; null if none. */
export async function nextFreeDate(
  db: Executor,
  providerId: string,
  after: string,
  now: LocalNow,
): Promise<string | null> {
  const [row] = await db
    .select({ date: sql<string | null>`to_char(min(${bookingSlots.slotDate}), 'YYYY-MM-DD')` })
    .from(bookingSlots)
    .where(
      and(
        eq(bookingSlots.providerId, providerId),
        sql`not ${bookingSlots.isBooked}`,
        gt(bookingSlots.slotDate, after),
        notStarted(now),
      ),
    );
  return row?.date ?? null;
}

export async function reviewsOf(db: Executor, providerId: string, limit = 50) {
  const rows = await db
    .select({
      id: providerReviews.id,
      rating: providerReviews.rating,
      quality: providerReviews.qualityRating,
      responseTime: providerReviews.responseTimeRating,
      value: providerReviews.valueRating,
      text: providerReviews.reviewText,
      createdAt: providerReviews.createdAt,
    })
    .from(providerReviews)
    .where(eq(providerReviews.providerId, providerId))
    .orderBy(desc(providerReviews.createdAt), desc(providerReviews.id))
    .limit(limit);
  return rows.map(toReview);
}

export const toReview = (row: {
  id: string;
  rating: number;
  quality: number;
  responseTime: number;
  value: number;
  text: string;
  createdAt: Date;
}): ProviderReview => ({
  id: row.id,
  rating: row.rating,
  quality_rating: row.quality,
  response_time_rating: row.responseTime,
  value_rating: row.value,
  review_text: row.text,
  created_at: row.createdAt.toISOString(),
  reviewer: 'Anonymous User',
});

/**
 * The detail view's figures from real rows: completed requests with this provider, the median
 * minutes from being asked (assignment created) to answering (confirmed or declined), and the
 * mean review rating (one decimal).
 */
export async function providerFigures(db: Executor, providerId: string) {
  const [row] = await db
    .select({
      completed: completedRequestsWith(providerId),
      responseMinutes: medianMinutesToAnswer(providerId),
      rating: sql<string | null>`(select round(avg(${providerReviews.rating}), 1)
        from ${providerReviews} where ${providerReviews.providerId} = ${providerId})`,
    })
    .from(sql`(select 1) as one`);
  const numberOrNull = (value: string | null) => (value === null ? null : Number(value));
  return {
    completed_jobs: row!.completed,
    avg_response_minutes: numberOrNull(row!.responseMinutes),
    customer_rating: numberOrNull(row!.rating),
  };
}

/** The member's newest completed request with the provider (the requests module's rows). */
export { completedRequestWith } from '../requests/requests.api';

export async function hasReviewed(db: Executor, userId: string, providerId: string) {
  const [row] = await db
    .select({ id: providerReviews.id })
    .from(providerReviews)
    .where(and(eq(providerReviews.userId, userId), eq(providerReviews.providerId, providerId)));
  return Boolean(row);
}
