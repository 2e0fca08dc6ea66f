import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSlots, providerFreeDays, providerReviews } from '../../db/schema/marketplace';
import { serviceProviders } from '../../db/schema/providers';
import {
  addProvider,
  addReviews,
  addSlot,
  setClockToToday,
  TODAY,
} from '../../test/marketplace-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { addDays } from './market-time';

/**
 * What the database keeps for the marketplace (ADR 014 / 023): provider_free_days always equals
 * what booking_slots say, and a provider's rating and review count always equal its reviews,
 * whoever writes and also when writers meet.
 */
describe.each(databaseKinds)('the marketplace figures the database keeps, on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    setClockToToday(t);
  });
  afterAll(() => t.close());

  /** provider_free_days as it is, and as booking_slots say it should be. */
  async function freeDays(providerId: string) {
    const kept = await t.db
      .select({ date: providerFreeDays.slotDate, last: providerFreeDays.lastFreeStart })
      .from(providerFreeDays)
      .where(eq(providerFreeDays.providerId, providerId))
      .orderBy(providerFreeDays.slotDate);
    const fromSlots = await t.db
      .select({ date: bookingSlots.slotDate, last: sql<string>`max(${bookingSlots.startTime})` })
      .from(bookingSlots)
      .where(and(eq(bookingSlots.providerId, providerId), eq(bookingSlots.isBooked, false)))
      .groupBy(bookingSlots.slotDate)
      .orderBy(bookingSlots.slotDate);
    return { kept, fromSlots };
  }

  it('follows slots added, booked, freed, moved and deleted', async () => {
    const { id } = await addProvider(t);
    const tomorrow = addDays(TODAY, 1);
    const nine = await addSlot(t, id, TODAY, '09:00', '10:00');
    const eleven = await addSlot(t, id, TODAY, '11:00', '12:00');
    await addSlot(t, id, tomorrow, '08:00', '09:00', true);
    expect((await freeDays(id)).kept).toEqual([{ date: TODAY, last: '11:00:00' }]);

    await t.db.update(bookingSlots).set({ isBooked: true }).where(eq(bookingSlots.id, eleven));
    expect((await freeDays(id)).kept).toEqual([{ date: TODAY, last: '09:00:00' }]);
    await t.db.update(bookingSlots).set({ isBooked: true }).where(eq(bookingSlots.id, nine));
    expect((await freeDays(id)).kept).toEqual([]);

    await t.db.update(bookingSlots).set({ isBooked: false }).where(eq(bookingSlots.providerId, id));
    expect((await freeDays(id)).kept).toEqual([
      { date: TODAY, last: '11:00:00' },
      { date: tomorrow, last: '08:00:00' },
    ]);
    await t.db
      .update(bookingSlots)
      .set({ slotDate: tomorrow, startTime: '18:00', endTime: '19:00' })
      .where(eq(bookingSlots.id, eleven));
    await t.db.delete(bookingSlots).where(eq(bookingSlots.id, nine));
    const after = await freeDays(id);
    expect(after.kept).toEqual([{ date: tomorrow, last: '18:00:00' }]);
    expect(after.kept).toEqual(after.fromSlots);

    await t.db.delete(serviceProviders).where(eq(serviceProviders.id, id));
    expect((await freeDays(id)).kept).toEqual([]);
  });

  it('never counts a slot as free when two bookings of one day meet', async () => {
    const { id } = await addProvider(t);
    const slots = await Promise.all(
      ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00'].map((start, index) =>
        addSlot(t, id, TODAY, start, `${15 + index}:00`),
      ),
    );
    // Each books one slot in its own transaction, all at once (on PostgreSQL, truly at once).
    await Promise.all(
      slots.map((slotId) =>
        t.db.transaction(async (tx) => {
          await tx.update(bookingSlots).set({ isBooked: true }).where(eq(bookingSlots.id, slotId));
          await tx.execute(sql`select pg_sleep(0.02)`);
        }),
      ),
    );
    expect(await freeDays(id)).toEqual({ kept: [], fromSlots: [] });
  });

  it('keeps rating and review count equal to the reviews, whatever a statement sets', async () => {
    const { id } = await addProvider(t, { rating: 4.9, reviewCount: 167 });
    const figures = async () => {
      const [row] = await t.db
        .select({ rating: serviceProviders.rating, count: serviceProviders.reviewCount })
        .from(serviceProviders)
        .where(eq(serviceProviders.id, id));
      return row;
    };
    expect(await figures()).toEqual({ rating: 0, count: 0 });
    await addReviews(t, id, [5, 4, 4]);
    expect(await figures()).toEqual({ rating: 4.3, count: 3 });
    await t.db
      .update(serviceProviders)
      .set({ rating: 1, reviewCount: 1 })
      .where(eq(serviceProviders.id, id));
    expect(await figures()).toEqual({ rating: 4.3, count: 3 });
    await t.db.update(providerReviews).set({ rating: 1 }).where(eq(providerReviews.providerId, id));
    expect(await figures()).toEqual({ rating: 1, count: 3 });
    await t.db.delete(providerReviews).where(eq(providerReviews.providerId, id));
    expect(await figures()).toEqual({ rating: 0, count: 0 });

    // Twenty reviews written at once, each in its own transaction: every one is counted.
    await Promise.all(Array.from({ length: 20 }, (_, i) => addReviews(t, id, [1 + (i % 5)])));
    expect(await figures()).toEqual({ rating: 3, count: 20 });
  });
});
