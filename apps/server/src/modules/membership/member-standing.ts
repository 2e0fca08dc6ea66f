import type { BillingCycle } from '@aurum/shared/membership/plans';
import { PAID_TIERS } from '@aurum/shared/membership/plans';
import { MONTHLY_REQUEST_LIMITS } from '@aurum/shared/requests/request-status';
import {
  type MembershipStatus,
  PLAN_REQUIRED_MESSAGES,
  RENEWAL_NOTICE_DAYS,
  TRIAL_MONTHLY_REQUESTS,
} from '@aurum/shared/membership/tier-rules';
import type { StandingFacts } from './memberships.repo';

/** Where a member stands, as every area's tier rule reads it. */
export interface TierStanding {
  /** profiles.membership_tier as stored. */
  tier: string;
  status: MembershipStatus;
  /** The trial or the paid period ended: read access only, no new requests. */
  readOnly: boolean;
  /** The tier whose rules apply now: the stored tier while active; trial on or after the trial. */
  effectiveTier: string;
  /** End of the trial or of the paid period; null = no end (complimentary or staff-assigned). */
  endsAt: Date | null;
  billingCycle: BillingCycle | null;
  /** trial; payment (a paid period); complimentary (premium access); assigned (set by staff). */
  source: 'trial' | 'payment' | 'complimentary' | 'assigned';
  premiumAccessGranted: boolean;
  /** Concierge requests a month while the member may file; null = unlimited. */
  monthlyRequestLimit: number | null;
  /** Why the member must choose a plan before new requests; null when they may file. */
  planRequired: string | null;
  /** The paid period ends within the notice window (or ended): the plan may be paid again. */
  renewalOpen: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isPaidTier = (tier: string) => (PAID_TIERS as readonly string[]).includes(tier);

/** No profile at all (not a member): nothing to file, nothing to unlock. */
const NO_PROFILE: StandingFacts = {
  tier: 'trial',
  trialEndDate: null,
  premiumAccessGranted: false,
  membership: null,
  planRequestLimit: undefined,
};

/**
 * The tier policy's core (spec 02 sections 6 and 9, PRODUCT.md): the trial runs 7 days from
 * sign-up; a paid tier runs until paid_until (a payment), while premium access stands
 * (complimentary), or without end when staff set the tier outside payments. After the trial or
 * the period the member keeps read access and is asked to choose a plan.
 */
export function standingOf(facts: StandingFacts | null, now: Date): TierStanding {
  const f = facts ?? NO_PROFILE;
  const base = { tier: f.tier, premiumAccessGranted: f.premiumAccessGranted, renewalOpen: false };
  const paidPeriod = f.membership?.source === 'payment' ? f.membership : null;

  if (!isPaidTier(f.tier)) {
    const onTrial = f.trialEndDate !== null && now < f.trialEndDate;
    // The lapse job put the tier back to trial after a paid period: that period is what ended.
    const lapsedPeriod =
      !onTrial && paidPeriod?.paidUntil && paidPeriod.paidUntil <= now ? paidPeriod : null;
    return {
      ...base,
      status: onTrial ? 'trial' : lapsedPeriod ? 'lapsed' : 'trial_ended',
      readOnly: !onTrial,
      effectiveTier: 'trial',
      endsAt: lapsedPeriod?.paidUntil ?? f.trialEndDate,
      billingCycle: lapsedPeriod?.billingCycle ?? null,
      source: lapsedPeriod ? 'payment' : 'trial',
      monthlyRequestLimit: TRIAL_MONTHLY_REQUESTS,
      planRequired: onTrial
        ? null
        : lapsedPeriod
          ? PLAN_REQUIRED_MESSAGES.lapsed
          : PLAN_REQUIRED_MESSAGES.trialEnded,
    };
  }

  const membership = f.membership?.tier === f.tier ? f.membership : null;
  let active = true;
  let endsAt: Date | null = null;
  let source: TierStanding['source'] = 'assigned';
  if (membership?.source === 'complimentary') {
    source = 'complimentary';
    active = f.premiumAccessGranted;
  } else if (membership?.source === 'payment' && membership.paidUntil) {
    source = 'payment';
    endsAt = membership.paidUntil;
    active = now < membership.paidUntil;
  }
  const limit =
    f.planRequestLimit !== undefined
      ? f.planRequestLimit
      : (MONTHLY_REQUEST_LIMITS[f.tier] ?? null);
  return {
    ...base,
    status: active ? 'active' : 'lapsed',
    readOnly: !active,
    effectiveTier: active ? f.tier : 'trial',
    endsAt,
    billingCycle: membership?.billingCycle ?? null,
    source,
    monthlyRequestLimit: limit,
    planRequired: active ? null : PLAN_REQUIRED_MESSAGES.lapsed,
    renewalOpen:
      source === 'payment' &&
      endsAt !== null &&
      endsAt.getTime() - now.getTime() <= RENEWAL_NOTICE_DAYS * DAY_MS,
  };
}
