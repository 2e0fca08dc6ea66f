import type { z } from 'zod';
import { route, typed } from '../api-route';
import type {
  BookedSlot,
  bookSlotSchema,
  BrowseQuery,
  ReviewInput,
  slotDateQuerySchema,
} from './marketplace-contract';
import type {
  BrowseResult,
  EmergencyProvider,
  FeaturedProvider,
  MarketplaceCategory,
  MarketplaceStats,
  ProviderDetail,
  ProviderReview,
  ProviderSlots,
} from './marketplace-rules';

/** The Service Marketplace for signed-in members (spec 02; ADR 080). */

export const stats = route('GET', '/api/marketplace/stats', typed<{ answer: MarketplaceStats }>);

export const categories = route(
  'GET',
  '/api/marketplace/categories',
  typed<{ answer: MarketplaceCategory[] }>,
);

/** One page of the providers matching the filters; next_cursor for the next. */
export const browse = route(
  'GET',
  '/api/marketplace/providers',
  typed<{ answer: BrowseResult; query: BrowseQuery }>,
);

export const featured = route(
  'GET',
  '/api/marketplace/featured',
  typed<{ answer: FeaturedProvider[] }>,
);

export const emergency = route(
  'GET',
  '/api/marketplace/emergency',
  typed<{ answer: EmergencyProvider[] }>,
);

export const provider = route(
  'GET',
  '/api/marketplace/providers/:id',
  typed<{ answer: ProviderDetail }>,
);

export const slots = route(
  'GET',
  '/api/marketplace/providers/:id/slots',
  typed<{ answer: ProviderSlots; query: z.input<typeof slotDateQuerySchema> }>,
);

export const bookSlot = route(
  'POST',
  '/api/marketplace/slots/:id/book',
  typed<{ answer: BookedSlot; body: z.input<typeof bookSlotSchema> }>,
);

export const review = route(
  'POST',
  '/api/marketplace/providers/:id/reviews',
  typed<{ answer: ProviderReview; body: ReviewInput }>,
);
