import { localDateTime } from '@aurum/shared/time/member-time';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/auth';
import { bookingSlots, providerReviews } from '../db/schema/marketplace';
import { serviceProviders } from '../db/schema/providers';
import type { TestApp } from './test-app';

/** Tests run at this local instant: Wednesday 2030-01-16 10:00 in Johannesburg. */
export const TODAY = '2030-01-16';
const NOW_TIME = '10:00';

/** Moves the test clock forward to TODAY at NOW_TIME (call before signing anyone in). */
export function setClockToToday(t: TestApp) {
  const target = localDateTime(TODAY, NOW_TIME).getTime();
  t.clock.advance((target - t.clock.now().getTime()) / 1000);
}

let counter = 0;

export async function addProvider(
  t: TestApp,
  values: Partial<typeof serviceProviders.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(serviceProviders)
    .values({
      name: `Test Provider ${counter}`,
      serviceType: 'home_services',
      location: 'Cape Town',
      description: 'Careful work.',
      contactEmail: `provider.${Date.now().toString(36)}.${counter++}@example.co.za`,
      availabilityHours: 'Mon-Sun 08:00-18:00',
      ...values,
    })
    .returning({ id: serviceProviders.id, email: serviceProviders.contactEmail });
  return row!;
}

export async function addSlot(
  t: TestApp,
  providerId: string,
  slotDate: string,
  startTime: string,
  endTime: string,
  isBooked = false,
) {
  const [row] = await t.db
    .insert(bookingSlots)
    .values({ providerId, slotDate, startTime, endTime, isBooked })
    .returning({ id: bookingSlots.id });
  return row!.id;
}

export async function userIdOf(t: TestApp, email: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** Reviews of the provider with these overall ratings, each by a new member. */
export async function addReviews(t: TestApp, providerId: string, ratings: number[]) {
  for (const rating of ratings) {
    const [user] = await t.db
      .insert(users)
      .values({
        email: `reviewer.${counter++}.${Date.now().toString(36)}@example.com`,
        passwordHash: '!',
      })
      .returning({ id: users.id });
    await t.db.insert(providerReviews).values({
      providerId,
      userId: user!.id,
      rating,
      qualityRating: rating,
      responseTimeRating: rating,
      valueRating: rating,
    });
  }
}
