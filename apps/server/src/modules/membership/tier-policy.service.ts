/**
 * The tier policy: the one place every area asks "may this member do X" (PRODUCT.md, spec 02
 * sections 6 and 9). It reads where the member stands (trial, active plan, or read access only
 * after the trial or the paid period) and applies the shared tier rules to the tier in force.
 */
import {
  highValueEscalationEnabled,
  humanConciergeAllowed,
  perkAvailableTo,
  societyEventVisibleTo,
  visibleAssistantCount,
} from '@aurum/shared/membership/tier-rules';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { standingOf, type TierStanding } from './member-standing';
import { standingFacts } from './memberships.repo';

export type { TierStanding } from './member-standing';

/** Where the member stands now, read in the caller's transaction (or on the database). */
export async function tierStanding(db: Executor, userId: string, now: Date): Promise<TierStanding> {
  return standingOf(await standingFacts(db, userId), now);
}

/** The 403 a member with read access only gets for anything new: choose a plan first. */
export const planRequiredError = (message: string | null) =>
  new AppError('PLAN_REQUIRED', message ?? 'Choose a membership plan to continue.', 403);

const planRequired = (standing: TierStanding) => planRequiredError(standing.planRequired);

/** Spec 02 section 6's tier rules, applied to the tier in force (read-only members get none). */
export const tierRules = {
  /** Human concierge: gold, platinum and black; others see an upgrade prompt. */
  humanConcierge: (standing: TierStanding) =>
    !standing.readOnly && humanConciergeAllowed(standing.effectiveTier),
  /** Assistants visible: black all three, platinum the first two, others the first one. */
  visibleAssistants: (standing: TierStanding) => visibleAssistantCount(standing.effectiveTier),
  /** Society events listed only when the tier requirement is met; trial sees none. */
  societyEvent: (standing: TierStanding, requirement: string) =>
    societyEventVisibleTo(requirement, standing.effectiveTier),
  /** Perks by tier: a perk of a tier needs that tier or a higher one; trial perks are for all. */
  perk: (standing: TierStanding, perkTier: string) =>
    !standing.readOnly && perkAvailableTo(perkTier, standing.effectiveTier),
  /** The high-value-transaction escalation rule (above R50,000) is enabled only for black. */
  highValueEscalation: (standing: TierStanding) =>
    highValueEscalationEnabled(standing.effectiveTier),
} as const;

/** A feature of spec 02 section 6 the member's tier does not include: 403 with the way up. */
export function assertTierAllows(allowed: boolean, standing: TierStanding) {
  if (allowed) return;
  if (standing.readOnly) throw planRequired(standing);
  throw new AppError(
    'TIER_REQUIRED',
    'Your membership plan does not include this. Upgrade your membership to use it.',
    403,
  );
}
