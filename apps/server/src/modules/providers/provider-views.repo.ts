import type { MarketplaceCategory } from '@aurum/shared/marketplace/marketplace-contract';
import { asc, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { serviceCategories, serviceProviders } from '../../db/schema/providers';

/*
 * The catalogue as other modules join it (ADR 042): subqueries PostgreSQL inlines, so a query
 * through them plans as one on the tables themselves (their indexes included); the provider's
 * sign-in account stays out.
 */

const qb = new QueryBuilder();
const p = serviceProviders;

/** Providers' names, to show next to what another module lists. */
export const providerNames = qb.select({ id: p.id, name: p.name }).from(p).as('provider_names');

/** The provider directory the marketplace browses, books and reviews. */
export const providerDirectory = qb
  .select({
    id: p.id,
    name: p.name,
    serviceType: p.serviceType,
    categoryId: p.categoryId,
    location: p.location,
    priceRange: p.priceRange,
    priceFromCents: p.priceFromCents,
    description: p.description,
    rating: p.rating,
    reviewCount: p.reviewCount,
    contactEmail: p.contactEmail,
    contactPhone: p.contactPhone,
    isActive: p.isActive,
    availabilityHours: p.availabilityHours,
    responseTime: p.responseTime,
    yearsExperience: p.yearsExperience,
    searchText: p.searchText,
    isEmergency: p.isEmergency,
  })
  .from(p)
  .as('providers');

/** The service categories the marketplace lists and filters by. */
export const categoryDirectory = qb
  .select({
    id: serviceCategories.id,
    name: serviceCategories.name,
    description: serviceCategories.description,
    icon: serviceCategories.icon,
    isActive: serviceCategories.isActive,
  })
  .from(serviceCategories)
  .as('categories');

/** A piece of the caller's query: how many providers are active. */
export const activeProviderCount = () =>
  sql<number>`(select count(*)::int from ${p} where ${p.isActive})`;

/** A piece of the caller's query: how many categories are active. */
export const activeCategoryCount = () =>
  sql<number>`(select count(*)::int from ${serviceCategories} where ${serviceCategories.isActive})`;

/** Active categories by name, each with its number of active providers (the marketplace's list). */
export async function activeCategories(db: Executor): Promise<MarketplaceCategory[]> {
  return db
    .select({
      id: serviceCategories.id,
      name: serviceCategories.name,
      description: serviceCategories.description,
      icon: serviceCategories.icon,
      // Qualified by hand: Drizzle leaves column names unqualified in a one-table select.
      provider_count: sql<number>`(select count(*)::int from service_providers sp
        where sp.category_id = service_categories.id and sp.is_active)`,
    })
    .from(serviceCategories)
    .where(eq(serviceCategories.isActive, true))
    .orderBy(asc(serviceCategories.name));
}
