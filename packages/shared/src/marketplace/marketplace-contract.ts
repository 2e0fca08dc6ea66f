import { z } from 'zod';
import type { ServiceRequestDetail } from '../requests/request-rules';
import {
  type AvailabilitySlot,
  BROWSE_PAGE_SIZE,
  BROWSE_TEXT_MAX,
  isMarketplaceDate,
  isRatingStep,
  MARKETPLACE_DATES,
  MARKETPLACE_MESSAGES,
} from './marketplace-rules';

export * from './marketplace-rules';

/** A required marketplace date, e.g. marketplaceDate('Start date'). */
export const marketplaceDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine(
      isMarketplaceDate,
      `${label} must be a real date (YYYY-MM-DD) from ${MARKETPLACE_DATES.from.slice(0, 4)} to ${MARKETPLACE_DATES.to.slice(0, 4)}`,
    );

/** GET /api/marketplace/providers: every filter optional; filters live in the address too. */
export const browseQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(BROWSE_TEXT_MAX.q, `Search at most ${BROWSE_TEXT_MAX.q} characters`)
    .default(''),
  category: z.string().trim().max(BROWSE_TEXT_MAX.category).default(''),
  location: z
    .string()
    .trim()
    .max(BROWSE_TEXT_MAX.location, `Location at most ${BROWSE_TEXT_MAX.location} characters`)
    .default(''),
  price: z
    .union([z.enum(['budget', 'moderate', 'premium']), z.literal('')], {
      error: 'Choose budget, moderate or premium',
    })
    .default(''),
  rating: z.coerce
    .number({ error: 'Rating must be a number' })
    .min(0, 'Rating must be between 0 and 5')
    .max(5, 'Rating must be between 0 and 5')
    .refine(isRatingStep, 'Rating goes in steps of 0.5')
    .default(0),
  availability: z
    .union([z.enum(['today', 'week', 'weekend', 'emergency']), z.literal('')], {
      error: 'Choose today, week, weekend or emergency',
    })
    .default(''),
  limit: z.coerce.number().int().min(1).max(100).default(BROWSE_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type BrowseQuery = z.input<typeof browseQuerySchema>;

const stars = (aspect: string) => {
  const message = MARKETPLACE_MESSAGES.chooseStars(aspect);
  return z.coerce.number({ error: message }).int(message).min(1, message).max(5, message);
};

export const reviewSchema = z.object({
  rating: stars('your overall rating'),
  quality_rating: stars('quality'),
  response_time_rating: stars('response time'),
  value_rating: stars('value'),
  review_text: z.string().trim().max(2000, 'A review is at most 2000 characters').default(''),
});
export type ReviewInput = z.input<typeof reviewSchema>;

export const bookSlotSchema = z.object({
  description: z.string().trim().max(2000).default(''),
  location: z.string().trim().max(120).default(''),
  special_requests: z.string().trim().max(1000).default(''),
});

/** The body of POST /api/marketplace/slots/:slotId/book. */
export type BookSlotBody = z.output<typeof bookSlotSchema>;

/** What booking a slot answers: the request filed with the provider, and the slot now taken. */
export interface BookedSlot {
  request: ServiceRequestDetail;
  slot: AvailabilitySlot;
}

export const slotDateQuerySchema = z.object({ date: marketplaceDate('Date').optional() });
