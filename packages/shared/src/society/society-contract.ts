import { z } from 'zod';
import { HH_MM, isRealDate } from '../onboarding/onboarding-contract';
import { localDateOf } from '../time/member-time';
import {
  EVENT_CATEGORIES,
  EVENT_TIERS,
  GIFT_CATEGORIES,
  GIFT_STATUSES,
  PERK_CATEGORIES,
  PERK_FULFILMENTS,
  PERK_TIERS,
  type PerkCategory,
  type Perk,
  type SocietyEvent,
  type Gift,
} from './society-rules';

export * from './society-rules';

/**
 * Society's API (issue 30): the member's routes under /api/society (perks, redemption, events,
 * RSVP, waitlist, gifts, benefits) and the staff console's under /api/admin/society (the
 * catalogue of perks and events, and the gifts staff record for members). The schemas here read
 * every body and query; the answers are the interfaces of society-rules.ts and below.
 */

export const PERK_TITLE_MAX = 120;
export const PERK_DESCRIPTION_MAX = 600;
export const PERK_VALUE_MAX = 60;
export const EVENT_LOCATION_MAX = 200;
export const EVENT_CAPACITY_MAX = 10_000;
export const PERK_STOCK_MAX = 1_000_000;
export const GIFT_NAME_MAX = 120;
export const GIFT_NOTE_MAX = 400;
/** R1,000,000 in cents: a gift's value above this is a typo. */
export const GIFT_VALUE_MAX_CENTS = 1_000_000_00;

const text = (label: string, max: number, min = 1) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);

const day = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .refine(isRealDate, `${label} must be a real date (YYYY-MM-DD)`);

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const perkFields = {
  title: text('Title', PERK_TITLE_MAX),
  description: text('Description', PERK_DESCRIPTION_MAX),
  category: z.enum(PERK_CATEGORIES, { error: 'Choose monthly, birthday, events or discounts' }),
  tier: z.enum(PERK_TIERS, { error: 'Choose trial, gold, platinum or black' }),
  value: text('Value', PERK_VALUE_MAX),
  fulfilment: z.enum(PERK_FULFILMENTS, { error: 'Choose code or concierge' }),
  expires_at: day('Expiry').nullable(),
  /** Null = unlimited. On a change, the stock left is set to this. */
  stock: wholeNumber('Stock', 0, PERK_STOCK_MAX).nullable(),
};

/** POST /api/admin/society/perks. */
export const perkInputSchema = z.object({
  ...perkFields,
  fulfilment: perkFields.fulfilment.default('code'),
  expires_at: perkFields.expires_at.default(null),
  stock: perkFields.stock.default(null),
});
export type PerkInput = z.input<typeof perkInputSchema>;
export type PerkValues = z.output<typeof perkInputSchema>;

/** PATCH /api/admin/society/perks/:id. */
export const perkPatchSchema = z
  .object(perkFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Change at least one field');
export type PerkPatch = z.output<typeof perkPatchSchema>;

const eventFields = {
  title: text('Title', PERK_TITLE_MAX),
  description: text('Description', PERK_DESCRIPTION_MAX),
  /** The day and start time in the member's zone (Africa/Johannesburg). */
  date: day('Date'),
  time: z
    .string({ error: 'Time is required' })
    .refine((value) => HH_MM.test(value), 'Time must be like 19:30'),
  location: text('Location', EVENT_LOCATION_MAX),
  capacity: wholeNumber('Capacity', 1, EVENT_CAPACITY_MAX),
  tier_requirement: z.enum(EVENT_TIERS, { error: 'Choose gold, platinum or black' }),
  category: z.enum(EVENT_CATEGORIES, { error: 'Choose one of the listed categories' }),
};

/** POST /api/admin/society/events. */
export const eventInputSchema = z.object(eventFields);
export type EventInput = z.input<typeof eventInputSchema>;
export type EventValues = z.output<typeof eventInputSchema>;

/** PATCH /api/admin/society/events/:id (a new date needs its time, and the other way round). */
export const eventPatchSchema = z
  .object(eventFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Change at least one field')
  .refine((patch) => (patch.date === undefined) === (patch.time === undefined), {
    message: 'Give the date and the time together',
    path: ['time'],
  });
export type EventPatch = z.output<typeof eventPatchSchema>;

const giftFields = {
  gift_name: text('Gift name', GIFT_NAME_MAX),
  sent_date: day('Sent date'),
  category: z.enum(GIFT_CATEGORIES, { error: 'Choose one of the listed categories' }),
  value_cents: wholeNumber('Value', 0, GIFT_VALUE_MAX_CENTS),
  status: z.enum(GIFT_STATUSES, { error: 'Choose delivered, enjoyed or other' }),
  note: z
    .string({ error: 'Note must be text' })
    .trim()
    .max(GIFT_NOTE_MAX, `Note must be at most ${GIFT_NOTE_MAX} characters`)
    .nullable(),
};

/** POST /api/admin/society/gifts: recorded for the member with that e-mail address. */
export const giftInputSchema = z.object({
  member_email: z
    .string({ error: 'Member e-mail is required' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Enter the member’s e-mail address' })),
  ...giftFields,
  status: giftFields.status.default('delivered'),
  note: giftFields.note.default(null),
});
export type GiftInput = z.input<typeof giftInputSchema>;
export type GiftValues = z.output<typeof giftInputSchema>;

/** PATCH /api/admin/society/gifts/:id. */
export const giftPatchSchema = z
  .object(giftFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Change at least one field');
export type GiftPatch = z.output<typeof giftPatchSchema>;

/** GET /api/admin/society/gifts?q=: a member's e-mail or name, or a gift's name. */
export const giftListQuerySchema = z.object({
  q: z.string({ error: 'Search must be text' }).trim().max(200, 'Search is too long').default(''),
});

/** A perk as staff keep it. */
export interface AdminPerk extends Omit<
  Perk,
  'is_available' | 'unavailable_reason' | 'is_redeemed' | 'redemption'
> {
  stock: number | null;
  redemptions: number;
  retired: boolean;
  updated_at: string;
}

/** An event as staff keep it. */
export interface AdminSocietyEvent extends Omit<SocietyEvent, 'rsvp_status' | 'waitlist_position'> {
  retired: boolean;
  updated_at: string;
}

/** A gift as staff keep it, with its member. */
export interface AdminGift extends Gift {
  member_email: string;
  member_name: string | null;
}

/** The month of a YYYY-MM-DD date of birth, "07". */
const monthOf = (date: string) => date.slice(5, 7);

/** The member's month now, in their zone ("07"). */
export const localMonthOf = (now: Date) => monthOf(localDateOf(now));

/** A birthday perk is redeemable only in the month of the member's date of birth. */
export const isBirthdayMonth = (dateOfBirth: string, now: Date) =>
  monthOf(dateOfBirth) === localMonthOf(now);

/**
 * How often a member may redeem a perk: monthly perks once a calendar month, birthday perks once a
 * year, the others once. The period is part of the redemption's key, so a repeat in the same
 * period is refused by the database.
 */
export function redemptionPeriod(category: PerkCategory, now: Date): string {
  const today = localDateOf(now);
  if (category === 'monthly') return today.slice(0, 7);
  if (category === 'birthday') return today.slice(0, 4);
  return 'once';
}
