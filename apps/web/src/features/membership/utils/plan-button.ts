import type { MembershipStanding } from '@aurum/shared/membership/membership-texts';
import { MEMBERSHIP_TEXTS } from '@aurum/shared/membership/membership-texts';
import type { MembershipPlan } from '@aurum/shared/membership/plans';

export interface PlanButton {
  label: string;
  disabled: boolean;
}

/**
 * A plan card's button (spec 02 sections 2 and 6): 'Current Plan' (disabled) for the plan the
 * member is on, unless its paid period is near its end ('Renew ...'); 'Activate ...' with premium
 * access; otherwise 'Choose ...'. After the trial or a period ended, every plan can be chosen.
 */
export function planButton(plan: MembershipPlan, standing: MembershipStanding): PlanButton {
  const current = standing.membership_tier === plan.tier && !standing.read_only;
  if (standing.premium_access_granted) {
    return current
      ? { label: MEMBERSHIP_TEXTS.currentPlan, disabled: true }
      : { label: MEMBERSHIP_TEXTS.activate(plan.name), disabled: false };
  }
  if (current && standing.renewal_open) {
    return { label: MEMBERSHIP_TEXTS.renew(plan.name), disabled: false };
  }
  if (current) return { label: MEMBERSHIP_TEXTS.currentPlan, disabled: true };
  return { label: MEMBERSHIP_TEXTS.choose(plan.name), disabled: false };
}
