import { MONTHLY_REQUEST_LIMITS } from '../requests/request-status';

/**
 * Where a member stands: on the trial, on an active plan, or with read access only because the
 * trial or the paid period ended (then they choose a plan before filing new requests).
 */
export const MEMBERSHIP_STATUSES = ['trial', 'active', 'trial_ended', 'lapsed'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** Requests a month during the 7-day trial: the entry plan's allowance (ADR 008). */
export const TRIAL_MONTHLY_REQUESTS = MONTHLY_REQUEST_LIMITS.trial!;

/** The member is told this many days before a paid period ends, and may renew from then on. */
export const RENEWAL_NOTICE_DAYS = 7;

/** Spec 02 section 9: transactions above R50,000 are high-value. */
export const HIGH_VALUE_TRANSACTION_CENTS = 50_000_00;

/** What a member with read access only is told when filing, and on the request form. */
export const PLAN_REQUIRED_MESSAGES = {
  trialEnded:
    'Your 7-day free trial has ended. Choose a membership plan to make new concierge requests.',
  lapsed:
    'Your membership period has ended. Choose a membership plan to make new concierge requests.',
} as const;

const RANK: Record<string, number> = { trial: 0, gold: 1, platinum: 2, black: 3 };
const rankOf = (tier: string | null | undefined) => RANK[tier || 'trial'] ?? 0;

/**
 * Spec 02 section 6, perks: a gold perk needs gold, platinum or black; a platinum perk platinum or
 * black; a black perk black; trial-tier perks are for all.
 */
export function perkAvailableTo(perkTier: string, memberTier: string): boolean {
  return rankOf(memberTier) >= rankOf(perkTier);
}

/**
 * Spec 02 section 6, society events: gold sees gold; platinum gold and platinum; black all; trial
 * none.
 */
export function societyEventVisibleTo(requirement: string, memberTier: string): boolean {
  const member = rankOf(memberTier);
  return member > 0 && member >= rankOf(requirement);
}

/** Spec 02 section 6: the human concierge is for gold, platinum and black only. */
export const humanConciergeAllowed = (tier: string) => rankOf(tier) >= RANK.gold!;

/** Spec 02 section 6: assistants visible: black all three, platinum the first two, others one. */
export function visibleAssistantCount(tier: string): number {
  if (tier === 'black') return 3;
  if (tier === 'platinum') return 2;
  return 1;
}

/** Spec 02 section 6: the high-value-transaction escalation rule is enabled only for black. */
export const highValueEscalationEnabled = (tier: string) => tier === 'black';
