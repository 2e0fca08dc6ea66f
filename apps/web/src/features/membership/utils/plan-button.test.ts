import type { MembershipStanding } from '@aurum/shared/membership/membership-texts';
import type { MembershipPlan } from '@aurum/shared/membership/plans';
import { describe, expect, it } from 'vitest';
import { planButton } from './plan-button';

const plan = (tier: MembershipPlan['tier'], name: string): MembershipPlan => ({
  id: tier,
  tier,
  name,
  monthly_price_cents: 1,
  yearly_price_cents: 1,
  yearly_saving_cents: 0,
  monthly_request_limit: null,
  most_popular: false,
  features: [],
});
const gold = plan('gold', 'Essentials Access');
const black = plan('black', 'Elite Access');
const standing = (overrides: Partial<MembershipStanding> = {}): MembershipStanding => ({
  membership_tier: 'gold',
  status: 'active',
  read_only: false,
  ends_at: null,
  billing_cycle: 'monthly',
  premium_access_granted: false,
  renewal_open: false,
  plan_required: null,
  ...overrides,
});

describe('a plan card’s button', () => {
  it('disables the current plan and offers the others', () => {
    expect(planButton(gold, standing())).toEqual({ label: 'Current Plan', disabled: true });
    expect(planButton(black, standing())).toEqual({
      label: 'Choose Elite Access',
      disabled: false,
    });
  });

  it('offers to renew the current plan near the end of its period', () => {
    expect(planButton(gold, standing({ renewal_open: true }))).toEqual({
      label: 'Renew Essentials Access',
      disabled: false,
    });
  });

  it('lets a member whose period ended choose their old plan again', () => {
    expect(planButton(gold, standing({ status: 'lapsed', read_only: true }))).toEqual({
      label: 'Choose Essentials Access',
      disabled: false,
    });
  });

  it('says Activate for members with premium access', () => {
    const premium = standing({ premium_access_granted: true, membership_tier: 'trial' });
    expect(planButton(black, premium)).toEqual({ label: 'Activate Elite Access', disabled: false });
    expect(planButton(gold, standing({ premium_access_granted: true }))).toMatchObject({
      disabled: true,
    });
  });
});
