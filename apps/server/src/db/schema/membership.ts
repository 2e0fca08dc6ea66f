import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The membership plans of spec 02 section 9, as data staff edit (one plan per paid tier). */
export const membershipPlans = pgTable('membership_plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  tier: text('tier').notNull().unique(),
  name: text('name').notNull(),
  monthlyPriceCents: integer('monthly_price_cents').notNull(),
  yearlyPriceCents: integer('yearly_price_cents').notNull(),
  /** Concierge requests a month; null = unlimited. */
  monthlyRequestLimit: integer('monthly_request_limit'),
  mostPopular: boolean('most_popular').notNull().default(false),
  features: jsonb('features')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * A member's payment for one plan and cycle. The amount is the server's price at checkout; the
 * reference is Aurum's own and unique. Activation locks this row, so it happens once.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the member's account is deleted: the record is kept as the law requires (ADR 055). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    /** The plan's name and tier when the member paid (plans may be renamed later). */
    planName: text('plan_name').notNull(),
    tier: text('tier').notNull(),
    billingCycle: text('billing_cycle', { enum: ['monthly', 'yearly'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('ZAR'),
    reference: text('reference').notNull().unique(),
    provider: text('provider', { enum: ['paystack', 'sandbox'] }).notNull(),
    status: text('status', {
      enum: ['pending', 'success', 'failed', 'abandoned', 'refunded'],
    })
      .notNull()
      .default('pending'),
    providerTransactionId: text('provider_transaction_id'),
    gatewayResponse: text('gateway_response'),
    /** Why it failed in Aurum's words (declined, amount or currency mismatch, not started). */
    failureReason: text('failure_reason'),
    paidAt: at('paid_at'),
    refundedAt: at('refunded_at'),
    refundedBy: uuid('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    refundReason: text('refund_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * The member's current paid membership: the period a payment bought (paid_until), or complimentary
 * access chosen through premium_access_granted (no end). profiles.membership_tier shows the tier.
 */
export const memberships = pgTable('memberships', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: uuid('plan_id')
    .notNull()
    .references(() => membershipPlans.id),
  tier: text('tier').notNull(),
  source: text('source', { enum: ['payment', 'complimentary'] }).notNull(),
  billingCycle: text('billing_cycle', { enum: ['monthly', 'yearly'] }),
  startedAt: at('started_at').notNull(),
  /** End of the paid period; null for complimentary access. */
  paidUntil: at('paid_until'),
  lastPaymentId: uuid('last_payment_id').references(() => payments.id, { onDelete: 'set null' }),
  /** The paid_until the member was last told about, so the notice goes once per period. */
  noticeSentFor: at('notice_sent_for'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Aurum's own test-mode checkout (no Paystack keys): the provider's side of a transaction, kept
 * apart from Aurum's payments as Paystack keeps its own.
 */
export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  accessCode: text('access_code').primaryKey(),
  reference: text('reference').notNull().unique(),
  email: text('email').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  callbackUrl: text('callback_url').notNull(),
  metadata: jsonb('metadata')
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  status: text('status', { enum: ['open', 'success', 'failed'] })
    .notNull()
    .default('open'),
  createdAt: at('created_at').notNull().defaultNow(),
  decidedAt: at('decided_at'),
});
