import type {
  AdminPayment,
  adminPaymentsQuerySchema,
  PremiumAccessMember,
  premiumAccessSchema,
} from '@aurum/shared/membership/payments-contract';
import type { AdminMembershipPlan, planUpdateSchema } from '@aurum/shared/membership/plans';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import type { MembershipDeps } from './membership-periods';
import * as memberships from './memberships.repo';
import * as payments from './payments.repo';
import * as plans from './plans.repo';
import { publishToMember } from '../../platform/realtime/publish';

export const paymentNotFound = () => new AppError('PAYMENT_NOT_FOUND', 'Payment not found', 404);
export const planNotFound = () => new AppError('PLAN_NOT_FOUND', 'Plan not found', 404);

/**
 * The staff console's membership section: every payment, refund marks (recorded in Aurum, not
 * sent to Paystack), the plans as data, and premium access (free plan activation).
 */
export class MembershipStaffService {
  constructor(private deps: MembershipDeps) {}

  listPayments(filter: z.output<typeof adminPaymentsQuerySchema>): Promise<AdminPayment[]> {
    return payments.listAllPayments(this.deps.db, { status: filter.status, q: filter.q });
  }

  /** Marks a successful payment refunded, with who and why; the membership is left as it is. */
  async refund(paymentId: string, staffId: string, reason: string) {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const payment = await payments.lockById(tx, paymentId);
      if (!payment) throw paymentNotFound();
      if (payment.status !== 'success') {
        throw new AppError(
          'PAYMENT_NOT_REFUNDABLE',
          'Only a successful payment can be marked refunded.',
          409,
        );
      }
      await payments.updatePayment(
        tx,
        paymentId,
        { status: 'refunded', refundedAt: now, refundedBy: staffId, refundReason: reason },
        now,
      );
      await publishToMember(tx, payment.userId, { topic: 'membership' });
    });
    const [updated] = (await this.listPayments({ status: 'refunded', q: undefined })).filter(
      (payment) => payment.id === paymentId,
    );
    return updated!;
  }

  listPlans(): Promise<AdminMembershipPlan[]> {
    return plans.listAllPlans(this.deps.db);
  }

  async updatePlan(id: string, patch: z.output<typeof planUpdateSchema>) {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const updated = await plans.updatePlan(
        tx,
        id,
        {
          name: patch.name,
          monthlyPriceCents: patch.monthly_price_cents,
          yearlyPriceCents: patch.yearly_price_cents,
          monthlyRequestLimit: patch.monthly_request_limit,
          mostPopular: patch.most_popular,
          features: patch.features,
          isActive: patch.is_active,
        },
        now,
      );
      if (!updated) throw planNotFound();
      if (patch.most_popular) await plans.clearMostPopularExcept(tx, id, now);
      return updated;
    });
  }

  listPremiumAccess(): Promise<PremiumAccessMember[]> {
    return memberships.listPremiumMembers(this.deps.db);
  }

  /**
   * Grants or withdraws premium access. Withdrawing it ends a complimentary plan: the tier falls
   * back to trial (read access once the trial is over), as at the end of a paid period.
   */
  async setPremiumAccess(input: z.output<typeof premiumAccessSchema>) {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const userId = await memberships.findMemberByEmail(tx, input.email);
      if (!userId)
        throw new AppError('MEMBER_NOT_FOUND', 'No member has this e-mail address.', 404);
      const profile = await memberships.lockProfile(tx, userId);
      if (!profile)
        throw new AppError('MEMBER_NOT_FOUND', 'No member has this e-mail address.', 404);
      await memberships.setPremiumAccess(tx, userId, input.granted, now);
      const current = await memberships.findMembership(tx, userId);
      if (!input.granted && current?.source === 'complimentary') {
        await memberships.deleteMembership(tx, userId);
        if (profile.tier === current.tier)
          await memberships.setProfileTier(tx, userId, 'trial', now);
      }
    });
    return this.listPremiumAccess();
  }
}
