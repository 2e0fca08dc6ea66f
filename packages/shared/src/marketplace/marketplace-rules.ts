import type { ProviderSummary } from '../requests/request-contract';
import { isRealDate } from '../time/calendar-date';
import { possessive } from '../format/words';

// The marketplace's constants, answer shapes and texts, without zod: the web app's screens
// import these (marketplace-contract.ts adds the request schemas and re-exports all of this).

/** Price filter buckets of spec 02 section 9, in cents (from is inclusive, to exclusive). */
export const PRICE_RANGES = {
  budget: { label: 'Budget (R0 - R500)', fromCents: 0, toCents: 50_000 },
  moderate: { label: 'Moderate (R500 - R1500)', fromCents: 50_000, toCents: 150_000 },
  premium: { label: 'Premium (R1500+)', fromCents: 150_000, toCents: null },
} as const;
export type PriceRange = keyof typeof PRICE_RANGES;

/** Availability filter values of spec 02 section 9. */
export const AVAILABILITY_FILTERS = {
  today: 'Available today',
  week: 'This week',
  weekend: 'This weekend',
  emergency: 'Emergency (24h)',
} as const;
export type AvailabilityFilter = keyof typeof AVAILABILITY_FILTERS;

/** Spec 02: a provider is an emergency provider when its description says emergency or 24/7. */
export const EMERGENCY_PATTERN = /emergency|24\/7/i;

export const SKELETON_CARDS = 6;
export const TODAYS_SLOTS_SHOWN = 8;
export const BROWSE_PAGE_SIZE = 24;
/** Matches are counted up to this many; past it the count reads "500+" (ADR 023). */
export const BROWSE_COUNT_LIMIT = 500;

/** The dates the marketplace works with (slots, featured windows): real days in this range. */
export const MARKETPLACE_DATES = { from: '2000-01-01', to: '2099-12-31' } as const;

/** A YYYY-MM-DD that names a real calendar day within MARKETPLACE_DATES. */
export const isMarketplaceDate = (value: string) =>
  isRealDate(value) && value >= MARKETPLACE_DATES.from && value <= MARKETPLACE_DATES.to;

/** Longest text filters of GET /api/marketplace/providers (and the address). */
export const BROWSE_TEXT_MAX = { q: 100, category: 80, location: 80 } as const;

export const isPriceRange = (value: string): value is PriceRange =>
  Object.hasOwn(PRICE_RANGES, value);

export const isAvailabilityFilter = (value: string): value is AvailabilityFilter =>
  Object.hasOwn(AVAILABILITY_FILTERS, value);

/** A minimum rating filter: 0 (any) to 5 in steps of a half. */
export const isRatingStep = (value: number) =>
  value >= 0 && value <= 5 && Number.isInteger(value * 2);

/**
 * A provider as the marketplace lists it. `rating` (mean of its reviews, one decimal) and
 * `review_count` always come from its review rows; review_count 0 means a new provider.
 */
export interface MarketplaceProvider extends ProviderSummary {
  category: string | null;
  price_from_cents: number | null;
  availability_hours: string;
  years_experience: number;
  is_emergency: boolean;
}

export interface BrowseResult {
  items: MarketplaceProvider[];
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
  /** Providers matching the filters (all pages), up to BROWSE_COUNT_LIMIT. */
  total: number;
  /** More than BROWSE_COUNT_LIMIT match: `total` is the limit, shown as "500+". */
  total_capped: boolean;
}

/** The number of providers found as members read it: "12", or "500+" past the count limit. */
export const providersFoundText = (result: Pick<BrowseResult, 'total' | 'total_capped'>) =>
  result.total_capped ? `${result.total}+` : String(result.total);

export interface MarketplaceCategory {
  id: string;
  name: string;
  description: string;
  icon: string;
  provider_count: number;
}

export interface MarketplaceStats {
  providers: number;
  categories: number;
  /** Mean of all real review ratings, one decimal; null before any review. */
  average_rating: number | null;
}

/** An Emergency tab card, with the phone number members call directly. */
export interface EmergencyProvider extends MarketplaceProvider {
  contact_phone: string;
}

export interface FeaturedProvider extends MarketplaceProvider {
  priority_order: number;
  featured_until: string;
}

export interface ProviderReview {
  id: string;
  rating: number;
  quality_rating: number;
  response_time_rating: number;
  value_rating: number;
  review_text: string;
  created_at: string;
  /** Reviews show as 'Anonymous User' (spec 02). */
  reviewer: 'Anonymous User';
}

export interface AvailabilitySlot {
  id: string;
  /** YYYY-MM-DD and HH:mm in Africa/Johannesburg. */
  slot_date: string;
  start_time: string;
  end_time: string;
}

/** GET /api/marketplace/providers/:id/slots?date=: a day's free slots that have not started. */
export interface ProviderSlots {
  date: string;
  slots: AvailabilitySlot[];
  /** The first later day with a free slot (offered when this one has none); null if none. */
  next_available_date: string | null;
}

export interface ProviderDetail extends MarketplaceProvider {
  contact_phone: string;
  contact_email: string;
  stats: {
    completed_jobs: number;
    /** Median minutes from a provider being asked to answering; null without answers. */
    avg_response_minutes: number | null;
    /** The mean of the reviews, as `rating`; null before the first review. */
    customer_rating: number | null;
  };
  reviews: ProviderReview[];
  /** Today's first free slots that have not started (Africa/Johannesburg): the spec's block of 8. */
  todays_slots: AvailabilitySlot[];
  /** Whether today has more free slots after the block (the slots of today's date list them all). */
  more_slots_today: boolean;
  /** The first day after today with a free slot; null if none. */
  next_available_date: string | null;
  /** Whether the signed-in member may review (used the provider, not reviewed yet). */
  can_review: boolean;
  /** Whether the signed-in member has reviewed the provider already. */
  has_reviewed: boolean;
}

export const MARKETPLACE_MESSAGES = {
  categoriesFailed: 'Failed to load service categories',
  providersFailed: 'Failed to load service providers',
  bookFailed: 'Failed to book time slot',
  reviewFailed: 'Failed to submit review',
  slotTaken: 'Sorry, that time slot was just booked by someone else. Please choose another.',
  notEligible: 'You can review a provider after they have completed a request for you.',
  alreadyReviewed: 'You have already reviewed this provider.',
  /** A review's star rating that is missing or not 1 to 5 ("your overall rating", "quality"). */
  chooseStars: (aspect: string) => `Choose 1 to 5 stars for ${aspect}.`,
  noProviders: 'No providers found',
  noProvidersHint: 'Try adjusting your search or filters to find what you need.',
  providerNotFound: 'Provider not found',
  providerNotFoundHint: 'This provider is not listed (any more). Find another in the marketplace.',
  /** A provider without reviews, wherever a rating would show. */
  newProvider: 'New',
  newProviderLabel: 'New provider, no reviews yet',
  noCompletedJobs: 'None yet',
  noResponseTime: 'Not yet known',
  noSlotsOnDay: 'No free time slots on this day.',
  /** Below the day's first 8 slots when more follow. */
  showLaterSlots: 'Show later times',
  showMoreSlots: (count: number) => `Show ${count} later ${count === 1 ? 'time' : 'times'}`,
  noSlotsAhead: 'No free time slots in the coming weeks. Call or e-mail the provider instead.',
  nextFreeDay: (day: string) => `Next free day: ${day}`,
  bookingRequested: 'Booking requested',
  /** Booking a slot files a request: the provider still has to confirm it. */
  bookingAwaitsConfirmation: (provider: string, day: string, time: string) =>
    `${provider}, ${day}, ${time}. This is a request: it awaits ${possessive(provider)} confirmation.`,
  callProvider: (provider: string) => `Call ${provider}`,
} as const;

/** The calendar's title for a request that booked a marketplace slot. */
export const bookedSlotEntryTitle = (service: string, provider: string, endTime: string) =>
  `${service} with ${provider}, until ${endTime}`;
