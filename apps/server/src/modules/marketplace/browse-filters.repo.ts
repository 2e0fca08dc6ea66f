import {
  type AvailabilityFilter,
  type browseQuerySchema,
  PRICE_RANGES,
} from '@aurum/shared/marketplace/marketplace-contract';
import { areaSpellings } from '@aurum/shared/places/gazetteer';
import { NATIONAL } from '@aurum/shared/requests/locations';
import { and, eq, gt, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { bookingSlots, providerFreeDays } from '../../db/schema/marketplace';
import { categoryDirectory, providerDirectory } from '../providers/providers.api';
import { AppError } from '../../platform/errors';
import { addDays, type LocalNow, weekendDates } from './market-time';

export type BrowseFilters = z.output<typeof browseQuerySchema>;
const p = providerDirectory;

/** A LIKE pattern for "contains"; %, _ and \ in the text match themselves. */
const containsPattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/* Exactly the expression of the location index (service_providers_location_lower_idx). */
const lowerLocation = sql`lower(${p.location})`;

/*
 * A provider's rating and review count are the service_providers columns, which the database keeps
 * equal to the provider's review rows (a trigger, ADR 014/023): the browse order, the rating filter
 * and the keyset cursor read them through the (rating desc, id) index.
 */

/**
 * Spec 02: an emergency provider's description says 'emergency' or '24/7' (any case); the
 * database computes it into is_emergency (ADR 023).
 */
export const emergencyCondition = eq(p.isEmergency, true);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A slot that has not started yet: a later day, or later today. */
export const notStarted = (now: LocalNow) =>
  sql`(${bookingSlots.slotDate} > ${now.date} or (${bookingSlots.slotDate} = ${now.date} and ${bookingSlots.startTime} > ${now.time}))`;

/**
 * A free slot of the provider between two dates that has not started yet: a day of
 * provider_free_days (kept by the database from booking_slots, ADR 023) in the range whose latest
 * free start is still ahead (any start on a later day). `offset 0` keeps it a probe of the
 * provider_free_days key per provider, which stops with the page (and the capped count), instead
 * of the planner's alternative of hashing every free day in the range first (ADR 023).
 */
const freeSlotBetween = (from: string, to: string, now: LocalNow) => sql`exists (
  select 1 from ${providerFreeDays}
  where ${providerFreeDays.providerId} = ${p.id}
    and ${providerFreeDays.slotDate} between ${from} and ${to}
    and (${providerFreeDays.slotDate} > ${now.date} or ${providerFreeDays.lastFreeStart} > ${now.time})
  offset 0)`;

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
    sql`${p.categoryId} in (select ${categoryDirectory.id} from ${categoryDirectory}
      where lower(${categoryDirectory.name}) = ${category.toLowerCase()})`,
  )!;
}

/**
 * A recognised place (cities, suburbs, landmarks, airports) matches providers anywhere in its
 * metro area or region, and National ones; other text matches locations that contain it. Both
 * compare lower(location) with values computed here; the exact spellings use its btree index.
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
 *   description contains the text, case-insensitive (search_text and its trigram index);
 * - category: see categoryCondition; location: see locationCondition;
 * - price: price_from_cents in the bucket (from inclusive, to exclusive; no price = excluded);
 * - rating: the review rating at least the value, 0 = no filter; availability:
 *   availabilityCondition.
 */
export function browseCondition(filters: BrowseFilters, now: LocalNow): SQL {
  const q = filters.q ? containsPattern(filters.q) : null;
  return and(
    eq(p.isActive, true),
    q ? sql`${p.searchText} like ${q}` : undefined,
    filters.category ? categoryCondition(filters.category) : undefined,
    filters.location ? locationCondition(filters.location) : undefined,
    filters.price ? priceCondition(filters.price) : undefined,
    filters.rating > 0 ? gte(p.rating, filters.rating) : undefined,
    filters.availability ? availabilityCondition(filters.availability, now) : undefined,
  )!;
}

/**
 * National providers, in the browse order: with a location filter the member's area comes first
 * and National providers after it (PRODUCT.md "Places"), each part best rated first.
 */
export const isNational = sql<boolean>`(${p.location} = ${NATIONAL})`;

/** Whether a browse lists the member's area before National providers (a location filter). */
export const areaFirst = (filters: Pick<BrowseFilters, 'location'>) => Boolean(filters.location);

/**
 * The position after a provider in the browse order: (with a location filter) National last,
 * then rating descending, then id.
 */
export interface BrowseCursor {
  rating: number;
  id: string;
  /** Set when the browse lists the area first: whether the provider is National. */
  national?: boolean;
}

export const encodeCursor = (cursor: BrowseCursor) =>
  Buffer.from(
    JSON.stringify(
      cursor.national === undefined
        ? [cursor.rating, cursor.id]
        : [cursor.rating, cursor.id, cursor.national],
    ),
  ).toString('base64url');

const invalidCursor = () =>
  new AppError(
    'INVALID_CURSOR',
    'The page cursor is not valid. Start again from the first page.',
    400,
  );

export function decodeCursor(text: string): BrowseCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && (value.length === 2 || value.length === 3)) {
      const [rating, id, national] = value as unknown[];
      const validNational = national === undefined || typeof national === 'boolean';
      if (typeof rating === 'number' && rating >= 0 && rating <= 5 && typeof id === 'string') {
        if (UUID.test(id) && validNational) {
          return national === undefined ? { rating, id } : { rating, id, national };
        }
      }
    }
  } catch {
    // falls through to the error below
  }
  throw invalidCursor();
}

/** Providers after the cursor in the browse order (see BrowseCursor). */
export const afterCursor = (cursor: BrowseCursor, byArea: boolean) => {
  const byRating = or(
    lt(p.rating, cursor.rating),
    and(eq(p.rating, cursor.rating), gt(p.id, cursor.id)),
  )!;
  if (!byArea) return byRating;
  const national = cursor.national ?? false;
  return or(
    national ? sql`false` : isNational,
    and(national ? isNational : sql`not ${isNational}`, byRating),
  )!;
};
