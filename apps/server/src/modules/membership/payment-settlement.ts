import {
  PAYMENT_ERRORS,
  type PaymentVerification,
} from '@aurum/shared/membership/payments-contract';
import type { GatewayTransaction } from '../../platform/payments/payment-gateway';
import type { Payment, PaymentChanges } from './payments.repo';

/** How a payment's row changes for what the provider reports. */
type Settlement =
  | { kind: 'activate'; changes: PaymentChanges }
  | { kind: 'record'; changes: PaymentChanges }
  | { kind: 'none' };

/**
 * Spec 01 and 02's payment, done on the server: the amount comes from the plan and cycle, never
 * from the browser; success must match the reference, amount and currency; activation happens
 * once per reference whichever report arrives first (the member's verification, the signed
 * webhook, the sandbox, the reconciliation job), because each settles with the payment row locked.
 */
export function settlementFor(
  payment: Payment,
  reported: GatewayTransaction,
  options: { abandonedReason?: string },
  now: Date,
): Settlement {
  const open = payment.status === 'pending' || payment.status === 'abandoned';
  if (!open) return { kind: 'none' };
  const provider = {
    providerTransactionId: reported.transactionId,
    gatewayResponse: reported.gatewayResponse,
  };
  switch (reported.status) {
    case 'success': {
      const matches =
        reported.reference === payment.reference &&
        reported.amountCents === payment.amountCents &&
        reported.currency === payment.currency;
      if (!matches) {
        const paid = `${reported.amountCents} ${reported.currency}`;
        const expected = `${payment.amountCents} ${payment.currency}`;
        return {
          kind: 'record',
          changes: {
            ...provider,
            status: 'failed',
            failureReason: `mismatch: the provider reported ${paid}, the plan costs ${expected}`,
          },
        };
      }
      return {
        kind: 'activate',
        changes: {
          ...provider,
          status: 'success',
          paidAt: reported.paidAt ?? now,
          failureReason: null,
        },
      };
    }
    case 'failed':
      return {
        kind: 'record',
        changes: { ...provider, status: 'failed', failureReason: 'declined' },
      };
    default:
      // Not paid, or still under way: only reconciliation after the provider's time-out gives up
      // on a checkout, with the reason. An abandoned payment stays open to a late success.
      return options.abandonedReason && payment.status === 'pending'
        ? {
            kind: 'record',
            changes: { ...provider, status: 'abandoned', failureReason: options.abandonedReason },
          }
        : { kind: 'none' };
  }
}

/** The verification answer for a payment's state (spec 01: success, or the error to show). */
export function verificationOf(payment: Payment): PaymentVerification {
  switch (payment.status) {
    case 'success':
      return { success: true, status: 'success', membership_tier: payment.tier };
    case 'failed':
      return payment.failureReason?.startsWith('mismatch')
        ? { success: false, status: 'failed', failure: 'mismatch', error: PAYMENT_ERRORS.mismatch }
        : { success: false, status: 'failed', failure: 'declined', error: PAYMENT_ERRORS.declined };
    case 'abandoned':
      return { success: false, status: 'abandoned', error: PAYMENT_ERRORS.abandoned };
    case 'refunded':
      return { success: false, status: 'refunded', error: PAYMENT_ERRORS.refunded };
    default:
      return { success: false, status: 'pending', error: PAYMENT_ERRORS.pending };
  }
}
