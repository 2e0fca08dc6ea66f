import type { ProviderSummary } from '@aurum/shared/requests/request-dto';
import { NATIONAL } from '@aurum/shared/requests/locations';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { serviceProviders } from '../../db/schema/providers';

export const PROVIDER_QUERY_LIMIT = 10;

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
 * Active providers of a service type that serve a place (their location is named in the request's
 * location, or they are National), best rated first, at most 10 (spec 02 sections 7 and 9).
 */
export async function candidateProviders(
  db: Executor,
  serviceType: string,
  location: string,
): Promise<ProviderSummary[]> {
  const place = location.trim().toLowerCase();
  const servesPlace = place
    ? or(
        eq(serviceProviders.location, NATIONAL),
        sql`position(lower(${serviceProviders.location}) in ${place}) > 0`,
        sql`position(${place} in lower(${serviceProviders.location})) > 0`,
      )
    : undefined;
  return db
    .select(summaryColumns)
    .from(serviceProviders)
    .where(
      and(
        eq(serviceProviders.isActive, true),
        eq(serviceProviders.serviceType, serviceType),
        servesPlace,
      ),
    )
    .orderBy(
      desc(serviceProviders.rating),
      desc(serviceProviders.reviewCount),
      serviceProviders.name,
    )
    .limit(PROVIDER_QUERY_LIMIT);
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
