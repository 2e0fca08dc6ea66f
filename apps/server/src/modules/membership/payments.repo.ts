import {
  ADMIN_PAYMENTS_LIMIT,
  type AdminPayment,
  type PaymentRecord,
  type PaymentStatus,
} from '@aurum/shared/membership/payments-contract';
import type { BillingCycle, PaidTier } from '@aurum/shared/membership/plans';
import { and, desc, eq, or } from 'drizzle-orm';
import type { MemberScope } from '../../db/as-member';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema/membership';
import { accounts } from '../auth/accounts.api';
import { memberProfiles } from '../profile/profile.api';
import { contains } from '../../db/sql-helpers';

type PaymentRow = typeof payments.$inferSelect;

/** A payment as the membership module works with it. */
export interface Payment {
  id: string;
  userId: string;
  planId: string;
  planName: string;
  tier: PaidTier;
  billingCycle: BillingCycle;
  amountCents: number;
  currency: string;
  reference: string;
  provider: 'paystack' | 'sandbox';
  status: PaymentStatus;
  failureReason: string | null;
}

const toPayment = (row: PaymentRow): Payment => ({
  id: row.id,
  // Null only for a deleted member's kept record (ADR 055), which no member reads.
  userId: row.userId ?? '',
  planId: row.planId,
  planName: row.planName,
  tier: row.tier as PaidTier,
  billingCycle: row.billingCycle,
  amountCents: row.amountCents,
  currency: row.currency,
  reference: row.reference,
  provider: row.provider,
  status: row.status,
  failureReason: row.failureReason,
});

const toRecord = (row: PaymentRow): PaymentRecord => ({
  id: row.id,
  reference: row.reference,
  plan_name: row.planName,
  membership_tier: row.tier as PaidTier,
  billing_cycle: row.billingCycle,
  amount_cents: row.amountCents,
  currency: row.currency,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  paid_at: row.paidAt?.toISOString() ?? null,
  reason: row.status === 'abandoned' ? row.failureReason : null,
});

export type NewPayment = Omit<Payment, 'id' | 'status' | 'failureReason'>;

export async function insertPayment(tx: Executor, payment: NewPayment, now: Date) {
  const [row] = await tx
    .insert(payments)
    .values({ ...payment, createdAt: now, updatedAt: now })
    .returning();
  return toPayment(row!);
}

/** The payment of this reference, locked until the transaction ends (settled once). */
export async function lockByReference(tx: Executor, reference: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(eq(payments.reference, reference))
    .for('update');
  return row ? toPayment(row) : null;
}

export async function lockById(tx: Executor, id: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row ? toPayment(row) : null;
}

export async function findByReference(db: Executor, reference: string) {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
  return row ? toPayment(row) : null;
}

/** The member's own payment of this reference; another member's is no payment of theirs. */
export async function findMemberPayment({ tx, userId }: MemberScope, reference: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.reference, reference), eq(payments.userId, userId)));
  return row ? toPayment(row) : null;
}

export interface PaymentChanges {
  status?: PaymentStatus;
  providerTransactionId?: string | null;
  gatewayResponse?: string | null;
  failureReason?: string | null;
  paidAt?: Date | null;
  refundedAt?: Date;
  refundedBy?: string;
  refundReason?: string;
}

export async function updatePayment(tx: Executor, id: string, changes: PaymentChanges, now: Date) {
  const [row] = await tx
    .update(payments)
    .set({ ...changes, updatedAt: now })
    .where(eq(payments.id, id))
    .returning();
  return row ? toPayment(row) : null;
}

/** The member's payment history, newest first. */
export async function listMemberPayments({ tx, userId }: MemberScope): Promise<PaymentRecord[]> {
  const rows = await tx
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(100);
  return rows.map(toRecord);
}

/** Every member's payments for staff, newest first, by status and member or reference search. */
export async function listAllPayments(
  db: Executor,
  filter: { status: PaymentStatus | 'all'; q: string | undefined },
): Promise<AdminPayment[]> {
  const rows = await db
    .select({
      payment: payments,
      email: accounts.email,
      name: memberProfiles.name,
      metadata: accounts.userMetadata,
    })
    .from(payments)
    .innerJoin(accounts, eq(accounts.id, payments.userId))
    .leftJoin(memberProfiles, eq(memberProfiles.id, payments.userId))
    .where(
      and(
        filter.status === 'all' ? undefined : eq(payments.status, filter.status),
        filter.q
          ? or(
              contains(accounts.email, filter.q),
              contains(memberProfiles.name, filter.q),
              contains(payments.reference, filter.q),
            )
          : undefined,
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(ADMIN_PAYMENTS_LIMIT);
  return rows.map(({ payment, email, name, metadata }) => ({
    ...toRecord(payment),
    member: { id: payment.userId ?? '', email, name: name || metadata.name || null },
    provider: payment.provider,
    failure_reason: payment.failureReason,
    refunded_at: payment.refundedAt?.toISOString() ?? null,
    refund_reason: payment.refundReason,
  }));
}
