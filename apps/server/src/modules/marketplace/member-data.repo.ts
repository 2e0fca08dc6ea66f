import { eq, inArray } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { bookingSlots, providerReviews } from '../../db/schema/marketplace';
import { providerNames } from '../providers/providers.api';

/**
 * The marketplace's part of the member's data rights (ADR 055): the member's reviews, and the
 * slots booked by the member's requests (booking_slots holds no member column: a booking is the
 * request's, so it is found through the member's request ids).
 */
export const MARKETPLACE_EXPORT_TABLES = ['provider_reviews'] as const;

export async function exportMarketplace(db: Executor, userId: string, requestIds: string[]) {
  const reviews = await db
    .select({
      provider: providerNames.name,
      rating: providerReviews.rating,
      quality: providerReviews.qualityRating,
      responseTime: providerReviews.responseTimeRating,
      value: providerReviews.valueRating,
      text: providerReviews.reviewText,
      requestId: providerReviews.requestId,
      createdAt: providerReviews.createdAt,
    })
    .from(providerReviews)
    .innerJoin(providerNames, eq(providerNames.id, providerReviews.providerId))
    .where(eq(providerReviews.userId, userId))
    .orderBy(providerReviews.createdAt);
  const bookings =
    requestIds.length === 0
      ? []
      : await db
          .select({
            requestId: bookingSlots.bookingId,
            provider: providerNames.name,
            date: bookingSlots.slotDate,
            start: bookingSlots.startTime,
            end: bookingSlots.endTime,
          })
          .from(bookingSlots)
          .innerJoin(providerNames, eq(providerNames.id, bookingSlots.providerId))
          .where(inArray(bookingSlots.bookingId, requestIds))
          .orderBy(bookingSlots.slotDate, bookingSlots.startTime);
  return {
    reviews: reviews.map(({ createdAt, ...r }) => ({ ...r, created_at: createdAt.toISOString() })),
    bookings,
  };
}

/**
 * Removes the member's reviews (the provider's rating follows by trigger, ADR 014). Booked slots
 * stay booked: they belong to the provider's diary and the (anonymised) request.
 */
export async function forgetMarketplace(tx: Transaction, userId: string) {
  await tx.delete(providerReviews).where(eq(providerReviews.userId, userId));
}
