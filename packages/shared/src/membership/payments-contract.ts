import { z } from 'zod';
import { searchParam } from '../admin/list-query-contract';
import { emailSchema } from '../auth/auth-contract';
import type { BillingCycle, PaidTier } from './plans';
import { PAYMENT_STATUSES, type PaymentStatus } from './payment-rules';

export * from './payment-rules';

/** Who plays the payment provider: Paystack with keys, Aurum's own test-mode checkout without. */
export type PaymentProvider = 'paystack' | 'sandbox';

/** One row of the member's payment history (GET /api/membership/payments). */
export interface PaymentRecord {
  id: string;
  reference: string;
  plan_name: string;
  membership_tier: PaidTier;
  billing_cycle: BillingCycle;
  amount_cents: number;
  currency: string;
  status: PaymentStatus;
  created_at: string;
  paid_at: string | null;
  /** Why the payment was abandoned (the provider's time-out), in words; null otherwise. */
  reason: string | null;
}

/** A payment as staff see it (GET /api/admin/payments). */
export interface AdminPayment extends PaymentRecord {
  member: { id: string; email: string; name: string | null };
  provider: PaymentProvider;
  failure_reason: string | null;
  refunded_at: string | null;
  refund_reason: string | null;
}

/** POST /api/membership/checkout: where the member pays. */
export interface CheckoutStarted {
  success: true;
  reference: string;
  payment_url: string;
}

/** What the test-mode checkout shows (GET /api/payments/sandbox/:accessCode). */
export interface SandboxCheckout {
  reference: string;
  email: string;
  amount_cents: number;
  currency: string;
  description: string;
  status: 'open' | 'success' | 'failed';
}

/** The test-mode checkout's answer to Pay or Decline: where the member goes next. */
export interface SandboxDecision {
  redirect: string;
}

/**
 * POST /api/payments/verify (spec 01 section 7: body {action: verify, reference}; the screen reads
 * success and error).
 */
export interface PaymentVerification {
  success: boolean;
  status: PaymentStatus;
  error?: string;
  /** Why a failed payment failed: the provider declined it, or it did not match the plan. */
  failure?: 'declined' | 'mismatch';
  /** The member's tier after a successful payment. */
  membership_tier?: string;
}

export const PAYMENT_REFERENCE_MAX_LENGTH = 100;

export const verifyPaymentSchema = z.object({
  action: z.literal('verify', { error: 'action must be verify' }).optional(),
  reference: z
    .string({ error: 'No payment reference found' })
    .trim()
    .min(1, 'No payment reference found')
    .max(PAYMENT_REFERENCE_MAX_LENGTH, 'No payment reference found'),
});

/** Spec 01 sections 2, 8 and 9: the payment verification screen's texts, exactly. */
export const PAYMENT_VERIFICATION_TEXTS = {
  verifying: 'Verifying Payment...',
  successTitle: 'Payment Successful!',
  successMessage: 'Payment verified successfully! Your membership has been activated.',
  redirecting: 'Redirecting to dashboard in 3 seconds...',
  failedTitle: 'Payment Failed',
  failedFallback: 'Payment verification failed',
  returnToMembership: 'Return to Membership',
  noReference: 'No payment reference found',
  successToastTitle: 'Payment Successful!',
  successToast: 'Your membership has been activated. Welcome to VIP services!',
  failedToastTitle: 'Payment Verification Failed',
  failedToast: 'There was an issue verifying your payment. Please contact support.',
} as const;

/**
 * The toast after a verification that did not succeed. A decline, an abandoned checkout or a
 * refund is the provider's answer, not a fault in verifying it: the toast says what the screen
 * says. Anything else (no answer, a mismatch, an unknown reference) is spec 01's verification
 * failure, and its toast asks the member to contact support.
 */
export function failedVerificationToast(result?: PaymentVerification) {
  const answer = result && isProvidersAnswer(result) ? result.error : undefined;
  return answer
    ? { title: PAYMENT_VERIFICATION_TEXTS.failedTitle, description: answer }
    : {
        title: PAYMENT_VERIFICATION_TEXTS.failedToastTitle,
        description: PAYMENT_VERIFICATION_TEXTS.failedToast,
      };
}

const isProvidersAnswer = (result: PaymentVerification) =>
  (result.status === 'failed' && result.failure === 'declined') ||
  result.status === 'abandoned' ||
  result.status === 'refunded';

/** Spec 01 section 9: the success screen goes to the dashboard after this long. */
export const PAYMENT_SUCCESS_REDIRECT_MS = 3_000;

/** Why a verification did not succeed, in the member's words (the screen shows them). */
export const PAYMENT_ERRORS = {
  declined: 'Your payment was declined. No money was taken.',
  abandoned: 'The payment was not completed.',
  pending:
    'Your payment is still being confirmed by the payment provider. Your membership is activated as soon as it clears.',
  mismatch:
    'The payment did not match the plan you chose, so your membership was not changed. Please contact support.',
  refunded: 'This payment was refunded.',
  notFound: 'Payment not found',
  signInToVerify: 'Please sign in to verify your payment.',
} as const;

/** A staff refund mark: recorded in Aurum, not sent to the payment provider. */
export const refundSchema = z.object({
  reason: z
    .string({ error: 'Give the reason for the refund' })
    .trim()
    .min(3, 'Give the reason for the refund')
    .max(500, 'The reason must be at most 500 characters'),
});

export const adminPaymentsQuerySchema = z.object({
  status: z
    .enum(['all', ...PAYMENT_STATUSES], { error: 'Choose one of the payment statuses' })
    .default('all'),
  q: searchParam,
});
export const ADMIN_PAYMENTS_LIMIT = 200;

/** PUT /api/admin/premium-access: staff grant or withdraw free plan activation. */
export const premiumAccessSchema = z.object({
  email: emailSchema,
  granted: z.boolean({ error: 'Granted must be true or false' }),
});

/** A member with premium access, as the console lists them. */
export interface PremiumAccessMember {
  id: string;
  email: string;
  name: string | null;
  membership_tier: string;
}
