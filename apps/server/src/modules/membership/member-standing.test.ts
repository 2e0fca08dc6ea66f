import { PLAN_REQUIRED_MESSAGES } from '@aurum/shared/membership/tier-rules';
import { describe, expect, it } from 'vitest';
import { standingOf } from './member-standing';
import type { StandingFacts } from './memberships.repo';

const NOW = new Date('2026-06-10T10:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 24 * 60 * 60 * 1000);

const facts = (overrides: Partial<StandingFacts> = {}): StandingFacts => ({
  tier: 'trial',
  trialEndDate: days(3),
  premiumAccessGranted: false,
  membership: null,
  planRequestLimit: undefined,
  ...overrides,
});
const paid = (tier: string, paidUntil: Date) => ({
  tier,
  source: 'payment' as const,
  billingCycle: 'monthly' as const,
  paidUntil,
  noticeSentFor: null,
});

describe('where a member stands', () => {
  it('is on the trial until its end, with the trial allowance', () => {
    expect(standingOf(facts(), NOW)).toMatchObject({
      status: 'trial',
      readOnly: false,
      effectiveTier: 'trial',
      monthlyRequestLimit: 3,
      planRequired: null,
    });
  });

  it('has read access only once the trial ended, and is asked to choose a plan', () => {
    expect(standingOf(facts({ trialEndDate: NOW }), NOW)).toMatchObject({
      status: 'trial_ended',
      readOnly: true,
      planRequired: PLAN_REQUIRED_MESSAGES.trialEnded,
    });
  });

  it('runs a paid plan until paid_until, with the plan’s own request limit', () => {
    const standing = standingOf(
      facts({ tier: 'platinum', membership: paid('platinum', days(20)), planRequestLimit: 12 }),
      NOW,
    );
    expect(standing).toMatchObject({
      status: 'active',
      effectiveTier: 'platinum',
      monthlyRequestLimit: 12,
      endsAt: days(20),
      renewalOpen: false,
    });
    expect(
      standingOf(facts({ tier: 'platinum', membership: paid('platinum', days(6)) }), NOW),
    ).toMatchObject({ status: 'active', renewalOpen: true, monthlyRequestLimit: 10 });
  });

  it('falls back to read access when the paid period passed, before and after the lapse job', () => {
    const ended = paid('gold', days(-1));
    const before = standingOf(facts({ tier: 'gold', membership: ended }), NOW);
    const after = standingOf(
      facts({ tier: 'trial', membership: ended, trialEndDate: days(-40) }),
      NOW,
    );
    for (const standing of [before, after]) {
      expect(standing).toMatchObject({
        status: 'lapsed',
        readOnly: true,
        effectiveTier: 'trial',
        endsAt: days(-1),
        planRequired: PLAN_REQUIRED_MESSAGES.lapsed,
      });
    }
  });

  it('keeps a complimentary plan while premium access stands', () => {
    const complimentary = {
      ...paid('black', days(0)),
      source: 'complimentary' as const,
      paidUntil: null,
    };
    expect(
      standingOf(
        facts({ tier: 'black', membership: complimentary, premiumAccessGranted: true }),
        NOW,
      ),
    ).toMatchObject({ status: 'active', endsAt: null, monthlyRequestLimit: null });
    expect(standingOf(facts({ tier: 'black', membership: complimentary }), NOW)).toMatchObject({
      status: 'lapsed',
      readOnly: true,
    });
  });

  it('gives a tier staff set outside payments no end', () => {
    expect(standingOf(facts({ tier: 'gold', trialEndDate: days(-30) }), NOW)).toMatchObject({
      status: 'active',
      source: 'assigned',
      endsAt: null,
      monthlyRequestLimit: 3,
    });
  });

  it('treats an account without a profile as having nothing to file', () => {
    expect(standingOf(null, NOW)).toMatchObject({ readOnly: true, status: 'trial_ended' });
  });
});
