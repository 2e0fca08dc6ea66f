import { MEMBERSHIP_ERRORS, MEMBERSHIP_TOASTS } from '@aurum/shared/membership/membership-texts';
import { ABANDONED_REASONS } from '@aurum/shared/membership/payment-rules';
import {
  type CheckoutStarted,
  PAYMENT_ERRORS,
  type PaymentVerification,
} from '@aurum/shared/membership/payments-contract';
import {
  type checkoutSchema,
  PAYMENT_CURRENCY,
  paymentPlanCode,
  planAmountCents,
} from '@aurum/shared/membership/plans';
import { PAYMENT_VERIFICATION_ROUTE } from '@aurum/shared/routes';
import type { z } from 'zod';
import { asMember } from '../../db/as-member';
import { AppError } from '../../platform/errors';
import {
  type GatewayTransaction,
  GatewayUnavailableError,
  type PaymentGateway,
} from '../../platform/payments/payment-gateway';
import { newPaymentReference } from '../../platform/payments/payment-reference';
import { publishToMember } from '../../platform/realtime/publish';
import { standingOf } from './member-standing';
import { type MembershipDeps, startPaidPeriod } from './membership-periods';
import { settlementFor, verificationOf } from './payment-settlement';
import * as memberships from './memberships.repo';
import * as repo from './payments.repo';
import * as plans from './plans.repo';

const RECONCILE_JOB = 'payment.reconcile';

const paymentNotFound = () => new AppError('PAYMENT_NOT_FOUND', PAYMENT_ERRORS.notFound, 404);
const unavailable = () =>
  new AppError('PAYMENTS_UNAVAILABLE', MEMBERSHIP_ERRORS.paymentsUnavailable, 503);

const CYCLE_LABEL = { monthly: 'Monthly', yearly: 'Yearly' } as const;

/** The provider has no such transaction (the checkout never opened): nothing was paid. */
const unknownAtProvider = (reference: string): GatewayTransaction => ({
  reference,
  status: 'abandoned',
  amountCents: 0,
  currency: PAYMENT_CURRENCY,
  paidAt: null,
  transactionId: null,
  gatewayResponse: 'No such transaction at the provider',
});

/** Checkout, verification, the webhook and reconciliation of membership payments. */
export class PaymentsService {
  constructor(
    private deps: MembershipDeps,
    private gateway: PaymentGateway | null,
  ) {
    deps.jobs.register(RECONCILE_JOB, (payload) =>
      this.reconcile(String(payload.reference), Number(payload.timeoutSeconds) || undefined),
    );
    gateway?.onSettled((reference) => this.settleFromProvider(reference));
  }

  get provider() {
    return this.gateway?.provider ?? null;
  }

  /**
   * Starts paying for a plan: the server prices it, records a pending payment with Aurum's own
   * reference (and the reconciliation job at the provider's checkout time-out), then asks the
   * provider for a checkout.
   */
  async checkout(userId: string, input: z.output<typeof checkoutSchema>): Promise<CheckoutStarted> {
    const gateway = this.gateway;
    if (!gateway) throw unavailable();
    const timeoutSeconds = await gateway.sessionTimeoutSeconds();
    const now = this.deps.clock.now();
    const { payment, email } = await asMember(this.deps.db, userId, async ({ tx }) => {
      const standing = standingOf(await memberships.standingFacts(tx, userId), now);
      if (standing.premiumAccessGranted) {
        throw new AppError('USE_PREMIUM_ACCESS', MEMBERSHIP_ERRORS.premiumUsesActivate, 409);
      }
      const plan = await plans.findActivePlan(tx, input.membership_tier);
      if (!plan) throw new AppError('PLAN_NOT_FOUND', MEMBERSHIP_ERRORS.planNotFound, 404);
      if (standing.tier === plan.tier && !standing.readOnly && !standing.renewalOpen) {
        throw new AppError('CURRENT_PLAN', MEMBERSHIP_ERRORS.currentPlan, 409);
      }
      const contact = await memberships.memberContact(tx, userId);
      const created = await repo.insertPayment(
        tx,
        {
          userId,
          planId: plan.id,
          planName: plan.name,
          tier: plan.tier,
          billingCycle: input.billing_cycle,
          amountCents: planAmountCents(plan, input.billing_cycle),
          currency: PAYMENT_CURRENCY,
          reference: newPaymentReference(),
          provider: gateway.provider,
        },
        now,
      );
      await this.deps.jobs.enqueue(
        tx,
        RECONCILE_JOB,
        { reference: created.reference, timeoutSeconds },
        timeoutSeconds,
      );
      await publishToMember(tx, userId, { topic: 'membership' });
      return { payment: created, email: contact!.email };
    });

    try {
      const { authorizationUrl } = await gateway.initialize({
        email,
        amountCents: payment.amountCents,
        currency: payment.currency,
        reference: payment.reference,
        callbackUrl: `${this.deps.siteUrl}${PAYMENT_VERIFICATION_ROUTE}`,
        metadata: {
          user_id: userId,
          plan: paymentPlanCode(payment.tier, payment.billingCycle),
          membership_tier: payment.tier,
          billing_cycle: payment.billingCycle,
          description: `${payment.planName} · ${CYCLE_LABEL[payment.billingCycle]}`,
        },
      });
      return { success: true, reference: payment.reference, payment_url: authorizationUrl };
    } catch (error) {
      this.deps.log.warn({ err: error, reference: payment.reference }, 'checkout not started');
      await this.deps.db.transaction(async (tx) => {
        await repo.updatePayment(
          tx,
          payment.id,
          { status: 'failed', failureReason: 'not started: the provider did not open a checkout' },
          this.deps.clock.now(),
        );
        await publishToMember(tx, userId, { topic: 'membership' });
      });
      throw new AppError('PAYMENT_INIT_FAILED', MEMBERSHIP_TOASTS.paymentError, 502);
    }
  }

  /**
   * The payment verification screen (spec 01): the member's own reference only; a pending
   * payment is verified with the provider and settled. When the provider cannot answer, the
   * payment stays pending (the reconciliation job finishes it).
   */
  async verify(userId: string, reference: string): Promise<PaymentVerification> {
    const own = () =>
      asMember(this.deps.db, userId, (scope) => repo.findMemberPayment(scope, reference));
    const payment = await own();
    if (!payment) throw paymentNotFound();
    if (payment.status !== 'pending' && payment.status !== 'abandoned') {
      return verificationOf(payment);
    }
    const reported = await this.askProvider(reference);
    if (reported) await this.settle(reported);
    const now = (await own())!;
    if (now.status === 'pending' && reported?.status === 'abandoned') {
      return { success: false, status: 'pending', error: PAYMENT_ERRORS.abandoned };
    }
    return verificationOf(now);
  }

  /** Paystack's webhook: signed over the raw body, else refused; then settled like any report. */
  async receiveWebhook(rawBody: Buffer, signature: string | undefined) {
    if (!this.gateway?.verifySignature(rawBody, signature)) {
      throw new AppError('INVALID_SIGNATURE', 'The webhook signature is not valid.', 401);
    }
    const reported = this.gateway.parseWebhook(rawBody);
    if (reported) await this.settle(reported);
    return { received: true };
  }

  /** The provider's view of a reference; undefined when it could not answer now. */
  private async askProvider(reference: string) {
    try {
      return await this.gateway?.verify(reference);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.deps.log.warn({ err: error, reference }, 'payment provider did not answer');
      return undefined;
    }
  }

  /** The sandbox decided a checkout: verify it with the provider and settle, as a webhook would. */
  private async settleFromProvider(reference: string) {
    const reported = await this.askProvider(reference);
    if (reported) await this.settle(reported);
  }

  /**
   * Settles one report in one transaction with the payment row locked: activation happens once.
   * The member's open screens hear of every change (ADR 009's channel, topic membership).
   */
  private async settle(reported: GatewayTransaction, options: { abandonedReason?: string } = {}) {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const payment = await repo.lockByReference(tx, reported.reference);
      if (!payment) return;
      const settlement = settlementFor(payment, reported, options, now);
      if (settlement.kind === 'none') return;
      if (settlement.changes.failureReason?.startsWith('mismatch')) {
        this.deps.log.warn(
          { reference: payment.reference, reason: settlement.changes.failureReason },
          'payment refused: amount or currency does not match the plan',
        );
      }
      const updated = await repo.updatePayment(tx, payment.id, settlement.changes, now);
      if (settlement.kind === 'activate') await startPaidPeriod(tx, this.deps, updated!, now);
      if (updated?.status === 'failed') {
        await this.deps.notify.notify(tx, {
          userId: payment.userId,
          kind: 'payment_failed',
          facts: { subject: updated.planName },
          url: '/membership',
          dedupeKey: payment.reference,
        });
      }
      await publishToMember(tx, payment.userId, { topic: 'membership' });
    });
    this.deps.jobs.wake();
  }

  /**
   * At the provider's checkout time-out, a payment still pending is verified with the provider:
   * paid or declined settles as reported; not paid (or still under way) is marked abandoned with
   * the reason, and stays open to a late success. A provider that cannot answer fails the job,
   * which the queue retries with back-off.
   */
  private async reconcile(reference: string, timeoutSeconds?: number) {
    const payment = await repo.findByReference(this.deps.db, reference);
    if (!payment || payment.status !== 'pending') return;
    if (!this.gateway) throw new Error('payments are not configured');
    const reported = (await this.gateway.verify(reference)) ?? unknownAtProvider(reference);
    const timeout = timeoutSeconds ?? (await this.gateway.sessionTimeoutSeconds());
    await this.settle(reported, {
      abandonedReason:
        reported.status === 'pending'
          ? ABANDONED_REASONS.stillUnderWay(timeout)
          : ABANDONED_REASONS.notPaid(timeout),
    });
  }
}
