import { areaSpellings } from '@aurum/shared/places/gazetteer';
import type { ProviderSummary } from '@aurum/shared/requests/request-contract';
import { NATIONAL } from '@aurum/shared/requests/locations';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { serviceProviders } from '../../db/schema/providers';

const PROVIDER_QUERY_LIMIT = 10;
/** The staff console's matching list: every match, in matching's order. */
export const STAFF_CANDIDATES_LIMIT = 100;

const summaryColumns = {
  id: serviceProviders.id,
  name: serviceProviders.name,
  service_type: serviceProviders.serviceType,
  location: serviceProviders.location,
  price_range: serviceProviders.priceRange,
  description: serviceProviders.description,
  rating: serviceProviders.rating,
  review_count: serviceProviders.reviewCount,
  response_time: serviceProviders.responseTime,
};

/**
 * Where a request's location is served from. A recognised place (findPlace: suburbs, landmarks,
 * airports, typos, free text) is served by providers located anywhere in its metro area or
 * region; any other text by providers whose location is named in it or names it, as before.
 * National providers serve everywhere.
 */
function servesLocation(location: string) {
  const place = location.trim().toLowerCase();
  if (!place) return undefined;
  const national = eq(serviceProviders.location, NATIONAL);
  const spellings = areaSpellings(place);
  if (spellings) return or(national, inArray(sql`lower(${serviceProviders.location})`, spellings));
  return or(
    national,
    sql`position(lower(${serviceProviders.location}) in ${place}) > 0`,
    sql`position(${place} in lower(${serviceProviders.location})) > 0`,
  );
}

/** What matching needs to know of a request besides its type and place. */
export interface CandidateOptions {
  /**
   * A restaurant table (ADR 057): only dining providers match it, and a request that is not one
   * never goes to a dining provider.
   */
  dining: boolean;
  /** At most this many (10 by default). */
  limit?: number;
}

/**
 * Active providers of a service type that serve a request's location (see servesLocation), dining
 * providers for a restaurant table only and never otherwise: local providers first, then National
 * ones, each best rated first; at most 10 (spec 02 sections 7 and 9, PRODUCT.md "Places"). The
 * one matching rule: automatic matching asks the first of these, the member's provider step and
 * the assistant offer them, and the staff console ranks its list by it.
 */
export async function candidateProviders(
  db: Executor,
  serviceType: string,
  location: string,
  { dining, limit = PROVIDER_QUERY_LIMIT }: CandidateOptions,
): Promise<ProviderSummary[]> {
  const servesPlace = servesLocation(location);
  return db
    .select(summaryColumns)
    .from(serviceProviders)
    .where(
      and(
        eq(serviceProviders.isActive, true),
        eq(serviceProviders.serviceType, serviceType),
        eq(serviceProviders.dining, dining),
        servesPlace,
      ),
    )
    .orderBy(
      ...(servesPlace ? [asc(eq(serviceProviders.location, NATIONAL))] : []),
      desc(serviceProviders.rating),
      desc(serviceProviders.reviewCount),
      serviceProviders.name,
    )
    .limit(limit);
}

export interface ProviderContact {
  id: string;
  name: string;
  contactEmail: string;
  serviceType: string;
  isActive: boolean;
  userId: string | null;
}

export async function findProviderContact(
  db: Executor,
  id: string,
): Promise<ProviderContact | null> {
  const [row] = await db
    .select({
      id: serviceProviders.id,
      name: serviceProviders.name,
      contactEmail: serviceProviders.contactEmail,
      serviceType: serviceProviders.serviceType,
      isActive: serviceProviders.isActive,
      userId: serviceProviders.userId,
    })
    .from(serviceProviders)
    .where(eq(serviceProviders.id, id));
  return row ?? null;
}

/** The provider record a provider account signs in as. */
export async function findProviderByUser(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: serviceProviders.id, name: serviceProviders.name })
    .from(serviceProviders)
    .where(eq(serviceProviders.userId, userId));
  return row ?? null;
}
