import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { serviceCategories, serviceProviders } from '../schema/providers';
import { databaseKinds, freshDatabase } from '../../test/test-app';
import { CATALOGUE_CATEGORIES, categoryOfProvider } from './categories';
import { CATALOGUE_PROVIDERS } from './providers';
import { seedCatalogue } from './seed-catalogue';

describe.each(databaseKinds)('seeding the catalogue on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(() => database.close());

  const tableCounts = async () => {
    const [categories] = await database.db.select({ n: count() }).from(serviceCategories);
    const [providers] = await database.db.select({ n: count() }).from(serviceProviders);
    return { categories: categories!.n, providers: providers!.n };
  };

  it('inserts the catalogue once, however often it runs', async () => {
    const first = await seedCatalogue(database.db);
    expect(first).toEqual({
      categories: CATALOGUE_CATEGORIES.length,
      providers: CATALOGUE_PROVIDERS.length,
    });
    expect(await tableCounts()).toEqual(first);

    const second = await seedCatalogue(database.db);
    expect(second).toEqual({ categories: 0, providers: 0 });
    expect(await tableCounts()).toEqual(first);
  });

  it('links every provider to the category of its service type, restaurant tables to theirs', async () => {
    const [unlinked] = await database.db
      .select({ n: count() })
      .from(serviceProviders)
      .where(isNull(serviceProviders.categoryId));
    expect(unlinked!.n).toBe(0);

    const categories = await database.db
      .select({ id: serviceCategories.id, name: serviceCategories.name })
      .from(serviceCategories);
    const nameById = new Map(categories.map((category) => [category.id, category.name]));
    const providers = await database.db
      .select({
        serviceType: serviceProviders.serviceType,
        categoryId: serviceProviders.categoryId,
        rating: serviceProviders.rating,
        reviewCount: serviceProviders.reviewCount,
        contactEmail: serviceProviders.contactEmail,
        dining: serviceProviders.dining,
      })
      .from(serviceProviders);
    for (const provider of providers) {
      const seeded = CATALOGUE_PROVIDERS.find((p) => p.contactEmail === provider.contactEmail);
      expect(seeded).toBeDefined();
      // No catalogue rating: a provider's rating comes only from reviews.
      expect([provider.rating, provider.reviewCount]).toEqual([0, 0]);
      expect(nameById.get(provider.categoryId!)).toBe(categoryOfProvider(seeded!));
      expect(provider.dining).toBe(seeded!.dining ?? false);
    }
  });

  it('adds only what is missing: a deleted provider comes back, edited rows stay as they are', async () => {
    const [victim] = CATALOGUE_PROVIDERS;
    await database.db
      .delete(serviceProviders)
      .where(eq(serviceProviders.contactEmail, victim!.contactEmail));
    await database.db
      .update(serviceCategories)
      .set({ description: 'Edited by staff' })
      .where(eq(serviceCategories.name, CATALOGUE_CATEGORIES[0].name));

    expect(await seedCatalogue(database.db)).toEqual({ categories: 0, providers: 1 });
    const [category] = await database.db
      .select({ description: serviceCategories.description })
      .from(serviceCategories)
      .where(eq(serviceCategories.name, CATALOGUE_CATEGORIES[0].name));
    expect(category!.description).toBe('Edited by staff');
  });

  it('inserts the catalogue once when two instances seed at the same time', async () => {
    const other = await freshDatabase(kind);
    try {
      const results = await Promise.all([seedCatalogue(other.db), seedCatalogue(other.db)]);
      expect(results.reduce((sum, result) => sum + result.providers, 0)).toBe(
        CATALOGUE_PROVIDERS.length,
      );
      const [providers] = await other.db.select({ n: count() }).from(serviceProviders);
      expect(providers!.n).toBe(CATALOGUE_PROVIDERS.length);
    } finally {
      await other.close();
    }
  });
});
