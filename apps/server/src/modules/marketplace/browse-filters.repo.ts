import {
  type AvailabilityFilter,
  type browseQuerySchema,
  PRICE_RANGES,
} from '@aurum/shared/marketplace/marketplace-contract';
import { areaSpellings } from '@aurum/shared/places/gazetteer';
import { NATIONAL } from '@aurum/shared/requests/locations';
import { and, eq, gt, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { bookingSlots } from '../../db/schema/marketplace';
import { serviceCategories, serviceProviders } from '../../db/schema/providers';
import { AppError } from '../../platform/errors';
import { addDays, type LocalNow, weekendDates } from './market-time';

export type BrowseFilters = z.output<typeof browseQuerySchema>;
const p = serviceProviders;

/** A LIKE pattern for "contains"; %, _ and \ in the text match themselves. */
const containsPattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/* The expressions below are exactly those of the trigram indexes of the marketplace migration. */
const lowerName = sql`lower(${p.name})`;
const lowerDescription = sql`lower(${p.description})`;
const lowerLocation = sql`lower(${p.location})`;
const lowerType = sql`lower(replace(${p.serviceType}, '_', ' '))`;

/*
 * A provider's rating and review count come from its review rows, nowhere else (the
 * service_providers columns are a copy for other areas; staff or old data may have changed them).
 * Written with the table name, so they read the same in every select over service_providers.
 */
/** The mean of the provider's review ratings, one decimal; 0 without reviews. */
export const providerRating = sql<string>`coalesce((select round(avg(pr.rating), 1)
  from provider_reviews pr where pr.provider_id = service_providers.id), 0)`;
/** How many reviews the provider has. */
export const providerReviewCount = sql<number>`(select count(*)::int
  from provider_reviews pr where pr.provider_id = service_providers.id)`;

/** Spec 02: an emergency provider's description says 'emergency' or '24/7' (any case). */
export const emergencyCondition = sql`(${lowerDescription} like '%emergency%' or ${lowerDescription} like '%24/7%')`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A slot that has not started yet: a later day, or later today. */
export const notStarted = (now: LocalNow) =>
  sql`(${bookingSlots.slotDate} > ${now.date} or (${bookingSlots.slotDate} = ${now.date} and ${bookingSlots.startTime} > ${now.time}))`;

/** A free slot of the provider between two dates that has not started yet. */
const freeSlotBetween = (from: string, to: string, now: LocalNow) => sql`exists (
  select 1 from ${bookingSlots}
  where ${bookingSlots.providerId} = ${p.id} and not ${bookingSlots.isBooked}
    and ${bookingSlots.slotDate} between ${from} and ${to}
    and ${notStarted(now)})`;

const roundTheClock = sql`${p.availabilityHours} = '24/7'`;

/**
 * The availability filter (spec 02 section 9), with "now" in Africa/Johannesburg. A free slot is
 * a booking_slots row not booked whose start is still ahead (later today, or a later date).
 * - today: a free slot today, or availability_hours exactly '24/7'.
 * - week: a free slot from today through the 6 following days (7 calendar days), or '24/7'.
 * - weekend: a free slot on the coming Saturday or Sunday (on Saturday: today and tomorrow; on
 *   Sunday: today), or '24/7'.
 * - emergency: the emergency rule (description contains 'emergency' or '24/7'), slots aside.
 */
function availabilityCondition(filter: AvailabilityFilter, now: LocalNow): SQL {
  switch (filter) {
    case 'today':
      return or(roundTheClock, freeSlotBetween(now.date, now.date, now))!;
    case 'week':
      return or(roundTheClock, freeSlotBetween(now.date, addDays(now.date, 6), now))!;
    case 'weekend': {
      const { from, to } = weekendDates(now);
      return or(roundTheClock, freeSlotBetween(from, to, now))!;
    }
    case 'emergency':
      return emergencyCondition;
  }
}

/** A category card's id, or a category name (any case), or a service type. */
function categoryCondition(category: string): SQL {
  if (UUID.test(category)) return eq(p.categoryId, category);
  return or(
    eq(p.serviceType, category),
    sql`${p.categoryId} in (select ${serviceCategories.id} from ${serviceCategories}
      where lower(${serviceCategories.name}) = ${category.toLowerCase()})`,
  )!;
}

/**
 * A recognised place (cities, suburbs, landmarks, airports) matches providers anywhere in its
 * metro area or region, and National ones; other text matches locations that contain it. Both
 * compare lower(location) with values computed here, so the location trigram index serves them.
 */
function locationCondition(location: string): SQL {
  const spellings = areaSpellings(location);
  if (!spellings) return sql`${lowerLocation} like ${containsPattern(location)}`;
  return inArray(lowerLocation, [...spellings, NATIONAL.toLowerCase()]);
}

function priceCondition(price: keyof typeof PRICE_RANGES): SQL {
  const range = PRICE_RANGES[price];
  return and(
    gte(p.priceFromCents, range.fromCents),
    range.toCents === null ? undefined : lt(p.priceFromCents, range.toCents),
  )!;
}

/**
 * Every browse filter as one condition over active providers:
 * - q: name, service type (underscores read as spaces, so "personal driver" matches) or
 *   description contains the text, case-insensitive;
 * - category: see categoryCondition; location: see locationCondition;
 * - price: price_from_cents in the bucket (from inclusive, to exclusive; no price = excluded);
 * - rating: the review rating at least the value, 0 = no filter; availability:
 *   availabilityCondition.
 */
export function browseCondition(filters: BrowseFilters, now: LocalNow): SQL {
  const q = filters.q ? containsPattern(filters.q) : null;
  return and(
    eq(p.isActive, true),
    q
      ? or(
          sql`${lowerName} like ${q}`,
          sql`${lowerType} like ${q}`,
          sql`${lowerDescription} like ${q}`,
        )
      : undefined,
    filters.category ? categoryCondition(filters.category) : undefined,
    filters.location ? locationCondition(filters.location) : undefined,
    filters.price ? priceCondition(filters.price) : undefined,
    filters.rating > 0 ? sql`${providerRating} >= ${filters.rating}` : undefined,
    filters.availability ? availabilityCondition(filters.availability, now) : undefined,
  )!;
}

/** The position after a provider in the browse order (rating descending, then id). */
export interface BrowseCursor {
  rating: number;
  id: string;
}

export const encodeCursor = (cursor: BrowseCursor) =>
  Buffer.from(JSON.stringify([cursor.rating, cursor.id])).toString('base64url');

const invalidCursor = () =>
  new AppError(
    'INVALID_CURSOR',
    'The page cursor is not valid. Start again from the first page.',
    400,
  );

export function decodeCursor(text: string): BrowseCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [rating, id] = value as unknown[];
      if (typeof rating === 'number' && rating >= 0 && rating <= 5 && typeof id === 'string') {
        if (UUID.test(id)) return { rating, id };
      }
    }
  } catch {
    // falls through to the error below
  }
  throw invalidCursor();
}

/** Providers after the cursor in the order rating descending, id ascending. */
export const afterCursor = (cursor: BrowseCursor) =>
  or(
    sql`${providerRating} < ${cursor.rating}`,
    and(sql`${providerRating} = ${cursor.rating}`, gt(p.id, cursor.id)),
  )!;
