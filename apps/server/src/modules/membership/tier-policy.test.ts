import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { standingOf } from './member-standing';
import type { StandingFacts } from './memberships.repo';
import { assertTierAllows, tierRules } from './tier-policy.service';

const NOW = new Date('2026-06-10T10:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 24 * 60 * 60 * 1000);

const standing = (tier: string, overrides: Partial<StandingFacts> = {}) =>
  standingOf(
    {
      tier,
      trialEndDate: days(3),
      premiumAccessGranted: false,
      membership: null,
      planRequestLimit: undefined,
      ...overrides,
    },
    NOW,
  );
const lapsedGold = () =>
  standing('gold', {
    membership: {
      tier: 'gold',
      source: 'payment',
      billingCycle: 'monthly',
      paidUntil: days(-1),
      noticeSentFor: null,
    },
  });

describe('the tier policy every area asks', () => {
  it('opens the human concierge to gold, platinum and black, never to the trial', () => {
    expect(tierRules.humanConcierge(standing('trial'))).toBe(false);
    expect(tierRules.humanConcierge(standing('gold'))).toBe(true);
    expect(tierRules.humanConcierge(standing('black'))).toBe(true);
    expect(tierRules.humanConcierge(lapsedGold())).toBe(false);
  });

  it('shows one, two or three assistants by tier', () => {
    expect(tierRules.visibleAssistants(standing('trial'))).toBe(1);
    expect(tierRules.visibleAssistants(standing('platinum'))).toBe(2);
    expect(tierRules.visibleAssistants(standing('black'))).toBe(3);
  });

  it('lists society events and perks by the tier in force', () => {
    expect(tierRules.societyEvent(standing('trial'), 'gold')).toBe(false);
    expect(tierRules.societyEvent(standing('platinum'), 'gold')).toBe(true);
    expect(tierRules.societyEvent(standing('platinum'), 'black')).toBe(false);
    expect(tierRules.perk(standing('trial'), 'trial')).toBe(true);
    expect(tierRules.perk(standing('gold'), 'platinum')).toBe(false);
    expect(tierRules.perk(lapsedGold(), 'trial')).toBe(false);
  });

  it('enables the high-value escalation for black only', () => {
    expect(tierRules.highValueEscalation(standing('platinum'))).toBe(false);
    expect(tierRules.highValueEscalation(standing('black'))).toBe(true);
  });

  it('refuses with TIER_REQUIRED, or PLAN_REQUIRED once the period ended', () => {
    expect(() => assertTierAllows(true, standing('trial'))).not.toThrow();
    const refusal = (s: ReturnType<typeof standing>) => {
      try {
        assertTierAllows(false, s);
      } catch (error) {
        return error as AppError;
      }
      throw new Error('expected a refusal');
    };
    expect(refusal(standing('gold'))).toMatchObject({ code: 'TIER_REQUIRED', status: 403 });
    expect(refusal(lapsedGold())).toMatchObject({ code: 'PLAN_REQUIRED', status: 403 });
  });
});
