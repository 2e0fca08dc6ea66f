import { z } from 'zod';
import { MONTHLY_REQUEST_LIMITS } from '../requests/request-status';
import {
  PLAN_NAME_MAX_LENGTH,
  PLAN_FEATURE_MAX_LENGTH,
  PLAN_FEATURES_MAX,
  PLAN_PRICE_MAX_CENTS,
} from './plan-rules';

export * from './plan-rules';

/** The tiers a member can buy (spec 02 section 9); trial is where every member starts. */
export const PAID_TIERS = ['gold', 'platinum', 'black'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** Every amount is in integer cents of this currency (PRODUCT.md). */
export const PAYMENT_CURRENCY = 'ZAR';

/** A membership plan as the membership page shows it (GET /api/membership). */
export interface MembershipPlan {
  id: string;
  tier: PaidTier;
  name: string;
  monthly_price_cents: number;
  yearly_price_cents: number;
  /** Twelve months at the monthly price less the yearly price. */
  yearly_saving_cents: number;
  /** Concierge requests a month; null = unlimited. */
  monthly_request_limit: number | null;
  most_popular: boolean;
  features: string[];
}

/** A plan as staff edit it in the console. */
export interface AdminMembershipPlan extends MembershipPlan {
  is_active: boolean;
  updated_at: string;
}

/** The seeded plans of spec 02 section 9 (staff may edit them afterwards). */
export const DEFAULT_PLANS = [
  {
    tier: 'gold',
    name: 'Essentials Access',
    monthlyPriceCents: 5_000_00,
    yearlyPriceCents: 50_000_00,
    monthlyRequestLimit: MONTHLY_REQUEST_LIMITS.gold!,
    mostPopular: false,
    features: ['A dedicated human concierge', 'Gold Society events and perks'],
  },
  {
    tier: 'platinum',
    name: 'Signature Access',
    monthlyPriceCents: 15_000_00,
    yearlyPriceCents: 150_000_00,
    monthlyRequestLimit: MONTHLY_REQUEST_LIMITS.platinum!,
    mostPopular: true,
    features: ['Two human concierges on call', 'Platinum Society events and the birthday spa perk'],
  },
  {
    tier: 'black',
    name: 'Elite Access',
    monthlyPriceCents: 25_000_00,
    yearlyPriceCents: 250_000_00,
    monthlyRequestLimit: null,
    mostPopular: false,
    features: [
      'The full human concierge team',
      'Every Society event, and personal handling of transactions above R\u00a050\u00a0000',
    ],
  },
] as const satisfies readonly {
  tier: PaidTier;
  name: string;
  monthlyPriceCents: number;
  yearlyPriceCents: number;
  monthlyRequestLimit: number | null;
  mostPopular: boolean;
  features: readonly string[];
}[];

type Prices = Pick<MembershipPlan, 'monthly_price_cents' | 'yearly_price_cents'>;

/** What a plan costs for one billing cycle, in cents: the only amount Aurum ever charges. */
export function planAmountCents(plan: Prices, cycle: BillingCycle): number {
  return cycle === 'yearly' ? plan.yearly_price_cents : plan.monthly_price_cents;
}

/** Twelve months at the monthly price less the yearly price (never below 0). */
export function yearlySavingCents(plan: Prices): number {
  return Math.max(0, plan.monthly_price_cents * 12 - plan.yearly_price_cents);
}

/** The payment's plan name: the tier with the cycle (spec 02 section 9), e.g. platinum_monthly. */
export const paymentPlanCode = (tier: PaidTier, cycle: BillingCycle) => `${tier}_${cycle}`;

const tierField = z.enum(PAID_TIERS, { error: 'Choose one of the membership plans' });

/**
 * POST /api/membership/checkout. Only the plan and the cycle are read: an amount or any other
 * field the browser sends is dropped, because the server prices the plan itself.
 */
export const checkoutSchema = z.object({
  membership_tier: tierField,
  billing_cycle: z.enum(BILLING_CYCLES, { error: 'Choose monthly or yearly billing' }),
});
export type CheckoutInput = z.input<typeof checkoutSchema>;

/** POST /api/membership/activate: members with premium access change tier without paying. */
export const activatePlanSchema = z.object({ membership_tier: tierField });

const priceField = (label: string) =>
  z
    .number({ error: `${label} must be a number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(100, `${label} must be at least R1`)
    .max(PLAN_PRICE_MAX_CENTS, `${label} must be at most R1,000,000`);

/** PATCH /api/admin/membership-plans/:id: staff edit a plan. */
export const planUpdateSchema = z
  .object({
    name: z
      .string({ error: 'Name must be text' })
      .trim()
      .min(2, 'Name must be at least 2 characters')
      .max(PLAN_NAME_MAX_LENGTH, `Name must be at most ${PLAN_NAME_MAX_LENGTH} characters`),
    monthly_price_cents: priceField('Monthly price'),
    yearly_price_cents: priceField('Yearly price'),
    monthly_request_limit: z
      .number({ error: 'Monthly requests must be a number or unlimited' })
      .int('Monthly requests must be a whole number')
      .min(0, 'Monthly requests cannot be negative')
      .max(1000, 'Monthly requests must be at most 1000')
      .nullable(),
    most_popular: z.boolean({ error: 'Most Popular must be true or false' }),
    features: z
      .array(
        z
          .string({ error: 'Each feature must be text' })
          .trim()
          .min(1, 'A feature cannot be empty')
          .max(
            PLAN_FEATURE_MAX_LENGTH,
            `A feature must be at most ${PLAN_FEATURE_MAX_LENGTH} characters`,
          ),
        { error: 'Features must be a list' },
      )
      .max(PLAN_FEATURES_MAX, `At most ${PLAN_FEATURES_MAX} features`),
    is_active: z.boolean({ error: 'Active must be true or false' }),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Change at least one field');
export type PlanUpdate = z.input<typeof planUpdateSchema>;
