import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { parseAvailabilityHours, slotsFor } from '../../modules/marketplace/availability-hours';
import { addDays, localNow } from '../../modules/marketplace/market-time';
import { insertSlots } from '../../modules/marketplace/marketplace-writes.repo';
import type { Database } from '../client';
import { bookingSlots, featuredListings } from '../schema/marketplace';
import { serviceProviders } from '../schema/providers';

const MARKETPLACE_SEED_LOCK = 727_003;
export const SEED_FEATURED_PROVIDERS = 5;
export const SEED_FEATURED_DAYS = 60;
export const SEED_SLOT_DAYS = 14;
export const SEED_SLOT_MINUTES = 60;

/**
 * Demo marketplace data for the embedded start: the 5 best-rated active providers featured for
 * 60 days from today, and hourly slots for the next 14 days for every active provider whose
 * availability hours can be read. Each part runs only when its table is empty.
 */
export async function seedMarketplaceWhenEmpty(db: Database, now: Date) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MARKETPLACE_SEED_LOCK})`);
    const today = localNow(now);
    let featured = 0;
    let slots = 0;
    const [listings] = await tx.select({ count: count() }).from(featuredListings);
    if (listings?.count === 0) {
      const top = await tx
        .select({ id: serviceProviders.id })
        .from(serviceProviders)
        .where(eq(serviceProviders.isActive, true))
        .orderBy(desc(serviceProviders.rating), asc(serviceProviders.name))
        .limit(SEED_FEATURED_PROVIDERS);
      if (top.length > 0) {
        await tx.insert(featuredListings).values(
          top.map((provider, index) => ({
            providerId: provider.id,
            startDate: today.date,
            endDate: addDays(today.date, SEED_FEATURED_DAYS - 1),
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
        const hours = parseAvailabilityHours(provider.hours);
        if (!hours) continue;
        const times = slotsFor(hours, today.date, SEED_SLOT_DAYS, SEED_SLOT_MINUTES, today);
        slots += await insertSlots(tx, provider.id, times);
      }
    }
    return { featured, slots };
  });
}
