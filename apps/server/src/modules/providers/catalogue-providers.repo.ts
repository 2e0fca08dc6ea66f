import type { AdminProvider, ProviderValues } from '@aurum/shared/admin/providers-contract';
import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { serviceCategories, serviceProviders } from '../../db/schema/providers';
import { accounts } from '../auth/accounts.api';
import { contains } from '../../db/sql-helpers';

const LIST_LIMIT = 500;

const columns = {
  id: serviceProviders.id,
  name: serviceProviders.name,
  serviceType: serviceProviders.serviceType,
  categoryId: serviceProviders.categoryId,
  location: serviceProviders.location,
  priceRange: serviceProviders.priceRange,
  priceFromCents: serviceProviders.priceFromCents,
  description: serviceProviders.description,
  rating: serviceProviders.rating,
  reviewCount: serviceProviders.reviewCount,
  contactEmail: serviceProviders.contactEmail,
  contactPhone: serviceProviders.contactPhone,
  isActive: serviceProviders.isActive,
  dining: serviceProviders.dining,
  availabilityHours: serviceProviders.availabilityHours,
  responseTime: serviceProviders.responseTime,
  completedJobs: serviceProviders.completedJobs,
  yearsExperience: serviceProviders.yearsExperience,
  accountEmail: accounts.email,
  createdAt: serviceProviders.createdAt,
  updatedAt: serviceProviders.updatedAt,
};

const selectProviders = (db: Executor) =>
  db
    .select(columns)
    .from(serviceProviders)
    .leftJoin(accounts, eq(accounts.id, serviceProviders.userId));
type Row = Awaited<ReturnType<typeof selectProviders>>[number];

const toProvider = (row: Row): AdminProvider => ({
  id: row.id,
  name: row.name,
  service_type: row.serviceType,
  category_id: row.categoryId,
  location: row.location,
  price_range: row.priceRange,
  price_from_cents: row.priceFromCents,
  description: row.description,
  rating: row.rating,
  review_count: row.reviewCount,
  contact_email: row.contactEmail,
  contact_phone: row.contactPhone,
  is_active: row.isActive,
  dining: row.dining,
  availability_hours: row.availabilityHours,
  response_time: row.responseTime,
  completed_jobs: row.completedJobs,
  years_experience: row.yearsExperience,
  account_email: row.accountEmail,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export interface ProviderFilters {
  q?: string;
  serviceType?: string;
  active?: boolean;
}

export async function listProviders(db: Executor, filters: ProviderFilters) {
  const rows = await selectProviders(db)
    .where(
      and(
        filters.q
          ? or(
              contains(serviceProviders.name, filters.q),
              contains(serviceProviders.contactEmail, filters.q),
              contains(serviceProviders.location, filters.q),
            )
          : undefined,
        filters.serviceType ? eq(serviceProviders.serviceType, filters.serviceType) : undefined,
        filters.active === undefined ? undefined : eq(serviceProviders.isActive, filters.active),
      ),
    )
    .orderBy(asc(serviceProviders.name), asc(serviceProviders.id))
    .limit(LIST_LIMIT);
  return rows.map(toProvider);
}

export async function findProvider(db: Executor, id: string) {
  const [row] = await selectProviders(db).where(eq(serviceProviders.id, id));
  return row ? toProvider(row) : null;
}

/** The snake_case fields of the contract as service_providers columns. */
function toColumns(values: Partial<ProviderValues>) {
  return {
    name: values.name,
    serviceType: values.service_type,
    categoryId: values.category_id,
    location: values.location,
    priceRange: values.price_range,
    priceFromCents: values.price_from_cents,
    description: values.description,
    contactEmail: values.contact_email,
    contactPhone: values.contact_phone,
    isActive: values.is_active,
    dining: values.dining,
    availabilityHours: values.availability_hours,
    responseTime: values.response_time,
    completedJobs: values.completed_jobs,
    yearsExperience: values.years_experience,
  };
}

/** Inserts a provider; null when its contact e-mail is taken. */
export async function insertProvider(db: Executor, values: ProviderValues, now: Date) {
  const [row] = await db
    .insert(serviceProviders)
    .values({ ...toColumns(values), ...required(values), createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: serviceProviders.contactEmail })
    .returning({ id: serviceProviders.id });
  return row?.id ?? null;
}

const required = (values: ProviderValues) => ({
  name: values.name,
  serviceType: values.service_type,
  location: values.location,
  contactEmail: values.contact_email,
});

/** Applies the changed fields; false when there is no such provider. */
export async function updateProvider(
  db: Executor,
  id: string,
  values: Partial<ProviderValues>,
  now: Date,
) {
  const rows = await db
    .update(serviceProviders)
    .set({ ...toColumns(values), updatedAt: now })
    .where(eq(serviceProviders.id, id))
    .returning({ id: serviceProviders.id });
  return rows.length > 0;
}

/** Whether another provider already uses this contact e-mail. */
export async function contactEmailTaken(db: Executor, email: string, exceptId?: string) {
  const [row] = await db
    .select({ id: serviceProviders.id })
    .from(serviceProviders)
    .where(
      and(
        eq(serviceProviders.contactEmail, email),
        exceptId ? ne(serviceProviders.id, exceptId) : undefined,
      ),
    );
  return Boolean(row);
}

export async function categoryExists(db: Executor, id: string) {
  const [row] = await db
    .select({ id: serviceCategories.id })
    .from(serviceCategories)
    .where(eq(serviceCategories.id, id));
  return Boolean(row);
}

/** The provider row locked for linking a sign-in. */
export async function lockProvider(db: Executor, id: string) {
  const [row] = await db
    .select({ id: serviceProviders.id, userId: serviceProviders.userId })
    .from(serviceProviders)
    .where(eq(serviceProviders.id, id))
    .for('update');
  return row ?? null;
}

export async function linkAccount(db: Executor, id: string, userId: string, now: Date) {
  await db
    .update(serviceProviders)
    .set({ userId, updatedAt: now })
    .where(eq(serviceProviders.id, id));
}
