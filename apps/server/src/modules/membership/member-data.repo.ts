import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { memberships, payments } from '../../db/schema/membership';

/** Membership's part of the member's data rights (ADR 055): payments and the membership. */
export const MEMBERSHIP_EXPORT_TABLES = ['payments', 'memberships'] as const;

export async function exportMembership(db: Executor, userId: string) {
  const [membership] = await db
    .select({
      tier: memberships.tier,
      source: memberships.source,
      billingCycle: memberships.billingCycle,
      startedAt: memberships.startedAt,
      paidUntil: memberships.paidUntil,
    })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  const rows = await db
    .select({
      plan: payments.planName,
      tier: payments.tier,
      billingCycle: payments.billingCycle,
      amountCents: payments.amountCents,
      currency: payments.currency,
      reference: payments.reference,
      provider: payments.provider,
      status: payments.status,
      failureReason: payments.failureReason,
      paidAt: payments.paidAt,
      refundedAt: payments.refundedAt,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(payments.createdAt);
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    membership: membership
      ? {
          tier: membership.tier,
          source: membership.source,
          billing_cycle: membership.billingCycle,
          started_at: membership.startedAt.toISOString(),
          paid_until: iso(membership.paidUntil),
        }
      : null,
    payments: rows.map(({ paidAt, refundedAt, createdAt, ...p }) => ({
      ...p,
      paid_at: iso(paidAt),
      refunded_at: iso(refundedAt),
      created_at: createdAt.toISOString(),
    })),
  };
}

/**
 * Removes the membership; keeps the payment records as the law requires (POPIA section 14: tax and
 * financial records), no longer linked to the member. Plan, amount, dates and Aurum's reference
 * stay; the gateway's own record of the payer is the gateway's.
 */
export async function forgetMembership(tx: Transaction, userId: string) {
  await tx.delete(memberships).where(eq(memberships.userId, userId));
  await tx.update(payments).set({ userId: null }).where(eq(payments.userId, userId));
}
