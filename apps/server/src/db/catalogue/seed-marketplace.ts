import { asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  featuredWindowFromToday,
  seedProviderSlots,
} from '../../modules/marketplace/marketplace-staff.service';
import type { Database } from '../client';
import { bookingSlots, featuredListings } from '../schema/marketplace';
import { serviceProviders } from '../schema/providers';

const MARKETPLACE_SEED_LOCK = 727_003;
/** The mean of a provider's reviews (0 without any). */
const reviewRating = sql`coalesce((select avg(pr.rating) from provider_reviews pr
  where pr.provider_id = service_providers.id), 0)`;
const SEED_FEATURED_PROVIDERS = 5;
const SEED_FEATURED_DAYS = 60;
const SEED_SLOT_DAYS = 14;
const SEED_SLOT_MINUTES = 60;

/**
 * Demo marketplace data for the embedded start: the 5 best-rated active providers (by their
 * reviews; seed the demo reviews first) featured for 60 days from today, and hourly slots for the
 * next 14 days for every active provider whose availability hours can be read. Each part runs only when its table is empty.
 */
export async function seedMarketplaceWhenEmpty(db: Database, now: Date) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MARKETPLACE_SEED_LOCK})`);
    let featured = 0;
    let slots = 0;
    const [listings] = await tx.select({ count: count() }).from(featuredListings);
    if (listings?.count === 0) {
      const top = await tx
        .select({ id: serviceProviders.id })
        .from(serviceProviders)
        .where(eq(serviceProviders.isActive, true))
        .orderBy(desc(reviewRating), asc(serviceProviders.name))
        .limit(SEED_FEATURED_PROVIDERS);
      if (top.length > 0) {
        await tx.insert(featuredListings).values(
          top.map((provider, index) => ({
            providerId: provider.id,
            ...featuredWindowFromToday(now, SEED_FEATURED_DAYS),
            priorityOrder: index + 1,
            createdAt: now,
          })),
        );
        featured = top.length;
      }
    }
    const [slotRows] = await tx.select({ count: count() }).from(bookingSlots);
    if (slotRows?.count === 0) {
      const providers = await tx
        .select({ id: serviceProviders.id, hours: serviceProviders.availabilityHours })
        .from(serviceProviders)
        .where(eq(serviceProviders.isActive, true));
      for (const provider of providers) {
        slots += await seedProviderSlots(tx, provider, now, SEED_SLOT_DAYS, SEED_SLOT_MINUTES);
      }
    }
    return { featured, slots };
  });
}
