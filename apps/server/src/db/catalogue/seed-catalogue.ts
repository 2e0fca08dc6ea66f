import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { serviceCategories, serviceProviders } from '../schema/providers';
import { CATALOGUE_CATEGORIES, categoryOfProvider } from './categories';
import { CATALOGUE_PROVIDERS } from './providers';

/** Serialises concurrent seeds (several instances starting at once) within their transactions. */
const CATALOGUE_SEED_LOCK = 727_002;

/**
 * Adds the catalogue categories and providers that are not in the database yet, in one
 * transaction: categories by their unique name, providers by contact e-mail. Rows already present
 * (and any staff edits to them) are left untouched. Answers how many rows it inserted.
 */
export async function seedCatalogue(
  db: Database,
): Promise<{ categories: number; providers: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_SEED_LOCK})`);

    const insertedCategories = await tx
      .insert(serviceCategories)
      .values(
        CATALOGUE_CATEGORIES.map((category) => ({
          name: category.name,
          description: category.description,
          icon: category.icon,
        })),
      )
      .onConflictDoNothing({ target: serviceCategories.name })
      .returning({ id: serviceCategories.id });

    const categoryRows = await tx
      .select({ id: serviceCategories.id, name: serviceCategories.name })
      .from(serviceCategories)
      .where(
        inArray(
          serviceCategories.name,
          CATALOGUE_CATEGORIES.map((category) => category.name),
        ),
      );
    const categoryIdByName = new Map(categoryRows.map((row) => [row.name, row.id]));

    const existingRows = await tx
      .select({ contactEmail: serviceProviders.contactEmail })
      .from(serviceProviders)
      .where(
        inArray(
          serviceProviders.contactEmail,
          CATALOGUE_PROVIDERS.map((provider) => provider.contactEmail),
        ),
      );
    const existingEmails = new Set(existingRows.map((row) => row.contactEmail));

    const missing = CATALOGUE_PROVIDERS.filter(
      (provider) => !existingEmails.has(provider.contactEmail),
    );
    if (missing.length === 0) return { categories: insertedCategories.length, providers: 0 };

    const insertedProviders = await tx
      .insert(serviceProviders)
      .values(
        missing.map((provider) => ({
          name: provider.name,
          serviceType: provider.serviceType,
          categoryId: categoryIdByName.get(categoryOfProvider(provider)) ?? null,
          dining: provider.dining ?? false,
          location: provider.location,
          priceRange: provider.priceRange,
          priceFromCents: provider.priceFromCents,
          description: provider.description,
          contactEmail: provider.contactEmail,
          contactPhone: provider.contactPhone,
          availabilityHours: provider.availabilityHours,
          responseTime: provider.responseTime,
          completedJobs: provider.completedJobs,
          yearsExperience: provider.yearsExperience,
        })),
      )
      .returning({ id: serviceProviders.id });

    return { categories: insertedCategories.length, providers: insertedProviders.length };
  });
}

/**
 * Seeds the catalogue only into an empty one (a fresh database), so what staff later delete or
 * rename is not brought back on the next start. Null when the catalogue already had content.
 */
export async function seedCatalogueWhenEmpty(db: Database) {
  const [existing] = await db.select({ id: serviceCategories.id }).from(serviceCategories).limit(1);
  return existing ? null : seedCatalogue(db);
}
