import type {
  MembershipOverview,
  MembershipStanding,
} from '@aurum/shared/membership/membership-texts';
import { MEMBERSHIP_ERRORS } from '@aurum/shared/membership/membership-texts';
import type { PaymentRecord } from '@aurum/shared/membership/payments-contract';
import type { PaidTier } from '@aurum/shared/membership/plans';
import { asMember } from '../../db/as-member';
import { AppError } from '../../platform/errors';
import { standingOf, type TierStanding } from './member-standing';
import type { MembershipDeps } from './membership-periods';
import * as memberships from './memberships.repo';
import { listMemberPayments } from './payments.repo';
import * as plans from './plans.repo';

/** The standing as the membership page reads it. */
const standingDto = (standing: TierStanding): MembershipStanding => ({
  membership_tier: standing.tier,
  status: standing.status,
  read_only: standing.readOnly,
  ends_at: standing.endsAt?.toISOString() ?? null,
  billing_cycle: standing.billingCycle,
  premium_access_granted: standing.premiumAccessGranted,
  renewal_open: standing.renewalOpen,
  plan_required: standing.planRequired,
});

/** The membership page (spec 02 sections 2, 4 and 9): plans, where the member stands, history. */
export class MembershipService {
  constructor(private deps: MembershipDeps) {}

  /** Seeds the spec's plans that are missing (at start; safe on every instance at once). */
  ensureDefaultPlans() {
    return plans.insertMissingDefaultPlans(this.deps.db);
  }

  async overview(userId: string): Promise<MembershipOverview> {
    const now = this.deps.clock.now();
    return asMember(this.deps.db, userId, async ({ tx }) => ({
      plans: await plans.listActivePlans(tx),
      membership: standingDto(standingOf(await memberships.standingFacts(tx, userId), now)),
    }));
  }

  payments(userId: string): Promise<PaymentRecord[]> {
    return asMember(this.deps.db, userId, listMemberPayments);
  }

  /**
   * Spec 02 section 4: a member with premium_access_granted changes tier directly, free. The
   * membership is complimentary: it has no end while the access stands.
   */
  async activate(userId: string, tier: PaidTier): Promise<MembershipStanding> {
    const now = this.deps.clock.now();
    return asMember(this.deps.db, userId, async ({ tx }) => {
      const profile = await memberships.lockProfile(tx, userId);
      if (!profile?.premiumAccessGranted) {
        throw new AppError('NO_PREMIUM_ACCESS', MEMBERSHIP_ERRORS.noPremiumAccess, 403);
      }
      const plan = await plans.findActivePlan(tx, tier);
      if (!plan) throw new AppError('PLAN_NOT_FOUND', MEMBERSHIP_ERRORS.planNotFound, 404);
      await memberships.saveMembership(
        tx,
        {
          userId,
          planId: plan.id,
          tier: plan.tier,
          source: 'complimentary',
          billingCycle: null,
          startedAt: now,
          paidUntil: null,
          lastPaymentId: null,
        },
        now,
      );
      await memberships.setProfileTier(tx, userId, plan.tier, now);
      return standingDto(standingOf(await memberships.standingFacts(tx, userId), now));
    });
  }
}
