import {
  EVENT_TIERS,
  PERK_DISCOUNT_MAX_PERCENT,
  PERK_TIERS,
  type SocietyBenefits,
} from '@aurum/shared/society/society-contract';
import { TRIAL_MONTHLY_REQUESTS } from '@aurum/shared/membership/tier-rules';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { listActivePlans } from '../membership/membership.api';
import { tierRules, tierStanding } from '../membership/tier-policy.service';

const RANK: Record<string, number> = { trial: 0, gold: 1, platinum: 2, black: 3 };

/** What the 7-day trial includes, beside the plans' own features. */
const TRIAL_FEATURES = [
  `${TRIAL_MONTHLY_REQUESTS} concierge requests during your 7-day trial`,
  'Society perks open to all members',
  'Society events open once you choose a plan',
];

/** Benefits: what the member's tier includes, from the plans data and the tier policy. */
export class BenefitsService {
  constructor(
    private db: Database,
    private clock: Clock,
  ) {}

  async forMember(userId: string): Promise<SocietyBenefits> {
    const now = this.clock.now();
    const [standing, plans] = await Promise.all([
      tierStanding(this.db, userId, now),
      listActivePlans(this.db),
    ]);
    const tier = standing.readOnly ? 'trial' : standing.effectiveTier;
    const plan = plans.find((candidate) => candidate.tier === tier) ?? null;
    return {
      membership_tier: standing.tier,
      plan_name: plan?.name ?? null,
      features: plan ? plan.features : TRIAL_FEATURES,
      perk_tiers: PERK_TIERS.filter((perkTier) => tierRules.perk(standing, perkTier)),
      event_tiers: EVENT_TIERS.filter((eventTier) => tierRules.societyEvent(standing, eventTier)),
      monthly_request_limit: standing.monthlyRequestLimit,
      perk_discount_max_percent: PERK_DISCOUNT_MAX_PERCENT,
      upgrades: plans
        .filter((candidate) => (RANK[candidate.tier] ?? 0) > (RANK[tier] ?? 0))
        .map((candidate) => ({
          tier: candidate.tier,
          name: candidate.name,
          features: candidate.features,
        })),
    };
  }
}
