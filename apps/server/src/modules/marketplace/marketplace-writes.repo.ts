import type { reviewSchema } from '@aurum/shared/marketplace/marketplace-contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { bookingSlots, providerReviews } from '../../db/schema/marketplace';
import { providerDirectory } from '../providers/providers.api';
import type { SlotTimes } from './availability-hours';
import { hhmm } from './market-time';

/** A slot with its provider, for booking. */
export async function findSlot(db: Executor, slotId: string) {
  const [row] = await db
    .select({
      id: bookingSlots.id,
      slotDate: bookingSlots.slotDate,
      startTime: bookingSlots.startTime,
      endTime: bookingSlots.endTime,
      isBooked: bookingSlots.isBooked,
      providerId: providerDirectory.id,
      providerName: providerDirectory.name,
      providerEmail: providerDirectory.contactEmail,
      serviceType: providerDirectory.serviceType,
      providerLocation: providerDirectory.location,
      providerActive: providerDirectory.isActive,
    })
    .from(bookingSlots)
    .innerJoin(providerDirectory, eq(providerDirectory.id, bookingSlots.providerId))
    .where(eq(bookingSlots.id, slotId));
  return row ? { ...row, startTime: hhmm(row.startTime), endTime: hhmm(row.endTime) } : null;
}

/**
 * Books the slot for the request if, and only if, it is still free: one conditional UPDATE, so of
 * concurrent bookings exactly one sees the row free (the others wait for its lock, then find it
 * booked). False when it was taken.
 */
export async function claimSlot(db: Executor, slotId: string, requestId: string) {
  const rows = await db
    .update(bookingSlots)
    .set({ isBooked: true, bookingId: requestId })
    .where(and(eq(bookingSlots.id, slotId), eq(bookingSlots.isBooked, false)))
    .returning({ id: bookingSlots.id });
  return rows.length === 1;
}

/** Locks the provider row, so concurrent reviews recompute the rating one after the other. */
export async function lockActiveProvider(db: Executor, providerId: string) {
  const [row] = await db
    .select({ id: providerDirectory.id })
    .from(providerDirectory)
    .where(and(eq(providerDirectory.id, providerId), eq(providerDirectory.isActive, true)))
    .for('update');
  return row ?? null;
}

/** Inserts the member's review; null when they already reviewed the provider. */
export async function insertReview(
  db: Executor,
  review: z.output<typeof reviewSchema> & { providerId: string; userId: string; requestId: string },
  now: Date,
) {
  const [row] = await db
    .insert(providerReviews)
    .values({
      providerId: review.providerId,
      userId: review.userId,
      requestId: review.requestId,
      rating: review.rating,
      qualityRating: review.quality_rating,
      responseTimeRating: review.response_time_rating,
      valueRating: review.value_rating,
      reviewText: review.review_text,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [providerReviews.providerId, providerReviews.userId] })
    .returning({
      id: providerReviews.id,
      rating: providerReviews.rating,
      quality: providerReviews.qualityRating,
      responseTime: providerReviews.responseTimeRating,
      value: providerReviews.valueRating,
      text: providerReviews.reviewText,
      createdAt: providerReviews.createdAt,
    });
  return row ?? null;
}

const INSERT_CHUNK = 1000;

/** Adds the slots a provider does not have yet (same date and start); answers how many. */
export async function insertSlots(db: Executor, providerId: string, slots: SlotTimes[]) {
  let created = 0;
  for (let index = 0; index < slots.length; index += INSERT_CHUNK) {
    const rows = await db
      .insert(bookingSlots)
      .values(slots.slice(index, index + INSERT_CHUNK).map((slot) => ({ providerId, ...slot })))
      .onConflictDoNothing({
        target: [bookingSlots.providerId, bookingSlots.slotDate, bookingSlots.startTime],
      })
      .returning({ id: bookingSlots.id });
    created += rows.length;
  }
  return created;
}

/** A provider's availability hours text (null when there is no such provider). */
export async function providerAvailabilityHours(db: Executor, providerId: string) {
  const [row] = await db
    .select({ hours: providerDirectory.availabilityHours })
    .from(providerDirectory)
    .where(eq(providerDirectory.id, providerId));
  return row ?? null;
}
