// Society (spec 02 sections 2-9, issue 30): perks, events, gifts and benefits. The texts, option
// lists, answer shapes and pure rules both sides use, without zod (the /society screen imports
// this; society-contract.ts adds the schemas staff and path ids are read with).

export { SOCIETY_TABS } from './society-tabs';

/** Spec 02 section 3, Perk: category. */
export const PERK_CATEGORIES = ['monthly', 'birthday', 'events', 'discounts'] as const;
export type PerkCategory = (typeof PERK_CATEGORIES)[number];

/** A perk's tier: trial-tier perks are for all (spec 02 section 6). */
export const PERK_TIERS = ['trial', 'gold', 'platinum', 'black'] as const;
export type PerkTier = (typeof PERK_TIERS)[number];

/** An event's tier requirement (trial sees no events, so none requires it). */
export const EVENT_TIERS = ['gold', 'platinum', 'black'] as const;
export type EventTier = (typeof EVENT_TIERS)[number];

/** How a redeemed perk reaches the member: a code shown, or the concierge follows up. */
export const PERK_FULFILMENTS = ['code', 'concierge'] as const;
export type PerkFulfilment = (typeof PERK_FULFILMENTS)[number];

export const EVENT_CATEGORIES = [
  'gala',
  'dining',
  'wine',
  'wellness',
  'culture',
  'sport',
  'travel',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** Spec 02 section 3, Society event: rsvp_status; Aurum adds the waitlist. */
export const RSVP_STATUSES = ['not_registered', 'registered', 'waitlisted'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/** Spec 02 section 3, Gift: status. */
export const GIFT_STATUSES = ['delivered', 'enjoyed', 'other'] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];

export const GIFT_CATEGORIES = [
  'flowers',
  'wine',
  'hamper',
  'experience',
  'wellness',
  'jewellery',
  'other',
] as const;
export type GiftCategory = (typeof GIFT_CATEGORIES)[number];

/** Spec 02 section 9: perk discount up to 20%. */
export const PERK_DISCOUNT_MAX_PERCENT = 20;

export const SOCIETY_LABELS = {
  perkCategory: {
    monthly: 'Monthly',
    birthday: 'Birthday',
    events: 'Events',
    discounts: 'Discounts',
  } satisfies Record<PerkCategory, string>,
  eventCategory: {
    gala: 'Gala',
    dining: 'Dining',
    wine: 'Wine',
    wellness: 'Wellness',
    culture: 'Culture',
    sport: 'Sport',
    travel: 'Travel',
  } satisfies Record<EventCategory, string>,
  giftCategory: {
    flowers: 'Flowers',
    wine: 'Wine',
    hamper: 'Hamper',
    experience: 'Experience',
    wellness: 'Wellness',
    jewellery: 'Jewellery',
    other: 'Other',
  } satisfies Record<GiftCategory, string>,
  giftStatus: {
    delivered: 'Delivered',
    enjoyed: 'Enjoyed',
    other: 'Other',
  } satisfies Record<GiftStatus, string>,
  tier: {
    trial: 'All members',
    gold: 'Gold',
    platinum: 'Platinum',
    black: 'Black',
  } satisfies Record<PerkTier, string>,
} as const;

/** Spec 02 sections 4 and 8: the screen's words, errors and empty states. */
export const SOCIETY_TEXTS = {
  redeem: 'Redeem',
  redeemed: 'Redeemed',
  unavailable: 'Unavailable',
  rsvp: 'RSVP',
  registered: 'Registered',
  cancelRsvp: 'Cancel RSVP',
  eventFull: 'Event Full',
  joinWaitlist: 'Join Waitlist',
  leaveWaitlist: 'Leave Waitlist',
  redemptionFailed: 'Redemption Failed',
  rsvpFailed: 'RSVP Failed',
  noEvents: 'No events available for your membership tier',
  noPerks: 'No perks are open to you right now.',
  noGifts: 'No gifts yet. Gifts the concierge team sends you appear here.',
} as const;

/** The server's answers (`{code, message}`) for Society, each with its message. */
export const SOCIETY_ERRORS = {
  perkNotFound: 'Perk not found',
  eventNotFound: 'Event not found',
  giftNotFound: 'Gift not found',
  alreadyRedeemed: 'You have already redeemed this perk.',
  outOfStock: 'This perk has all been claimed.',
  perkExpired: 'This perk has expired.',
  perkTier: 'This perk is not included in your membership tier.',
  eventTier: 'This event is not open to your membership tier.',
  noEvents: SOCIETY_TEXTS.noEvents,
  eventFull: 'This event is full. Join the waitlist and you will be told when a seat frees.',
  eventNotFull: 'This event still has seats: RSVP instead.',
  eventPast: 'This event has already taken place.',
  alreadyRegistered: 'You are already registered for this event.',
  alreadyWaitlisted: 'You are already on the waitlist for this event.',
  notRegistered: 'You are not registered for this event.',
  notWaitlisted: 'You are not on the waitlist for this event.',
  capacityBelowAttendees: 'Capacity cannot be lower than the members already registered.',
  memberNotFound: 'No member has that e-mail address.',
} as const;

/** Why a perk cannot be redeemed now (null = it can). */
export const PERK_UNAVAILABLE = {
  tier: (tier: string) =>
    `Included from ${SOCIETY_LABELS.tier[tier as PerkTier] ?? tier} membership.`,
  birthdayTier: 'For Platinum and Black members, in their birthday month.',
  noBirthday: 'Add your date of birth to your profile to receive your birthday perk.',
  notBirthdayMonth: (month: string) => `Available in your birthday month (${month}).`,
  outOfStock: 'All claimed.',
  expired: 'Expired.',
  readOnly: 'Choose a membership plan to redeem perks.',
} as const;

/** A perk as the member sees it (GET /api/society/perks). */
export interface Perk {
  id: string;
  title: string;
  description: string;
  category: PerkCategory;
  tier: PerkTier;
  /** What it is worth, in words ("20% off", "Complimentary"). */
  value: string;
  fulfilment: PerkFulfilment;
  /** YYYY-MM-DD, the last day it can be redeemed; null = no end. */
  expires_at: string | null;
  /** Left to claim; null = unlimited. */
  stock_remaining: number | null;
  is_available: boolean;
  /** Why it is not available (tier, birthday month, stock, expiry), or null. */
  unavailable_reason: string | null;
  is_redeemed: boolean;
  redemption: PerkRedemption | null;
}

/** A redemption: how the member uses the perk. */
export interface PerkRedemption {
  redeemed_at: string;
  /** The code to show (fulfilment code); null when the concierge follows up. */
  code: string | null;
  /** The concierge request filed for it (fulfilment concierge). */
  request_id: string | null;
  how_to_use: string;
}

/** A Society event as the member sees it (GET /api/society/events). */
export interface SocietyEvent {
  id: string;
  title: string;
  description: string;
  /** The start, an instant (ISO). */
  date: string;
  location: string;
  capacity: number;
  attendees: number;
  tier_requirement: EventTier;
  category: EventCategory;
  rsvp_status: RsvpStatus;
  /** The member's place in line (1 = next) when waitlisted, else null. */
  waitlist_position: number | null;
  waitlist_length: number;
}

/** A gift the member received (GET /api/society/gifts). */
export interface Gift {
  id: string;
  gift_name: string;
  /** YYYY-MM-DD */
  sent_date: string;
  category: GiftCategory;
  /** In cents of rand. */
  value_cents: number;
  status: GiftStatus;
  note: string | null;
}

/** What the member's tier includes (GET /api/society/benefits). */
export interface SocietyBenefits {
  membership_tier: string;
  /** The plan's name, or null on the trial. */
  plan_name: string | null;
  /** The plan's features, from the plans data; on the trial, what the trial includes. */
  features: string[];
  /** Society by tier: the perk tiers and event tiers open to the member. */
  perk_tiers: PerkTier[];
  event_tiers: EventTier[];
  monthly_request_limit: number | null;
  perk_discount_max_percent: number;
  /** The plans above the member's tier, to upgrade to. */
  upgrades: { tier: string; name: string; features: string[] }[];
}

/** An event is full when its attendees reached its capacity (spec 02 section 4). */
export const eventIsFull = (event: Pick<SocietyEvent, 'attendees' | 'capacity'>) =>
  event.attendees >= event.capacity;

/** The words a redeemed perk tells the member. */
export function howToUse(fulfilment: PerkFulfilment, code: string | null): string {
  return fulfilment === 'code'
    ? `Show code ${code} when you book, or quote it to the concierge.`
    : 'Your concierge will be in touch to arrange it. Follow it under Request Status.';
}
