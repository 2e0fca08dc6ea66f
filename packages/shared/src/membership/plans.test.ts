import { describe, expect, it } from 'vitest';
import {
  checkoutSchema,
  DEFAULT_PLANS,
  paymentPlanCode,
  planAmountCents,
  planUpdateSchema,
  yearlySavingCents,
} from './plans';

const prices = (tier: string) => {
  const plan = DEFAULT_PLANS.find((p) => p.tier === tier)!;
  return { monthly_price_cents: plan.monthlyPriceCents, yearly_price_cents: plan.yearlyPriceCents };
};

describe('plan prices (spec 02 section 9)', () => {
  it.each([
    ['gold', 'monthly', 500_000],
    ['gold', 'yearly', 5_000_000],
    ['platinum', 'monthly', 1_500_000],
    ['platinum', 'yearly', 15_000_000],
    ['black', 'monthly', 2_500_000],
    ['black', 'yearly', 25_000_000],
  ] as const)('%s %s costs %i cents', (tier, cycle, cents) => {
    expect(planAmountCents(prices(tier), cycle)).toBe(cents);
  });

  it.each([
    ['gold', 1_000_000],
    ['platinum', 3_000_000],
    ['black', 5_000_000],
  ])('a yearly %s plan saves the spec’s amount (%i cents)', (tier, saving) => {
    expect(yearlySavingCents(prices(tier))).toBe(saving);
  });

  it('never reports a negative saving', () => {
    expect(yearlySavingCents({ monthly_price_cents: 100, yearly_price_cents: 5000 })).toBe(0);
  });

  it('names the payment plan by tier and cycle', () => {
    expect(paymentPlanCode('platinum', 'monthly')).toBe('platinum_monthly');
    expect(paymentPlanCode('black', 'yearly')).toBe('black_yearly');
  });

  it('seeds one Most Popular plan, Signature Access', () => {
    expect(DEFAULT_PLANS.filter((p) => p.mostPopular).map((p) => p.name)).toEqual([
      'Signature Access',
    ]);
  });
});

describe('the checkout body', () => {
  it('drops an amount the browser sends: only the plan and the cycle are read', () => {
    const parsed = checkoutSchema.parse({
      membership_tier: 'gold',
      billing_cycle: 'monthly',
      amount: 1,
      plan: 'gold_monthly',
    });
    expect(parsed).toEqual({ membership_tier: 'gold', billing_cycle: 'monthly' });
  });

  it.each([
    [{ membership_tier: 'trial', billing_cycle: 'monthly' }, 'Choose one of the membership plans'],
    [{ membership_tier: 'gold', billing_cycle: 'weekly' }, 'Choose monthly or yearly billing'],
  ])('refuses %j', (body, message) => {
    const result = checkoutSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('staff plan edits', () => {
  it('accepts unlimited requests and refuses fractions of a cent or an empty edit', () => {
    expect(planUpdateSchema.safeParse({ monthly_request_limit: null }).success).toBe(true);
    expect(planUpdateSchema.safeParse({ monthly_price_cents: 100.5 }).success).toBe(false);
    expect(planUpdateSchema.safeParse({}).success).toBe(false);
  });
});
