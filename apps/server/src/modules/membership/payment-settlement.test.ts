import { describe, expect, it } from 'vitest';
import type { GatewayTransaction } from '../../platform/payments/payment-gateway';
import { settlementFor } from './payment-settlement';
import type { Payment } from './payments.repo';

const NOW = new Date('2026-06-10T10:00:00Z');
const payment: Payment = {
  id: 'p1',
  userId: 'u1',
  planId: 'plan',
  planName: 'Signature Access',
  tier: 'platinum',
  billingCycle: 'monthly',
  amountCents: 1_500_000,
  currency: 'ZAR',
  reference: 'AUR-0123456789ABCDEFGHJK',
  provider: 'paystack',
  status: 'pending',
  failureReason: null,
};
const reported = (overrides: Partial<GatewayTransaction> = {}): GatewayTransaction => ({
  reference: payment.reference,
  status: 'success',
  amountCents: 1_500_000,
  currency: 'ZAR',
  paidAt: new Date('2026-06-10T09:59:00Z'),
  transactionId: '42',
  gatewayResponse: 'Approved',
  ...overrides,
});
const settle = (report: GatewayTransaction, base = payment, abandonedReason?: string) =>
  settlementFor(base, report, { abandonedReason }, NOW);

describe('settling a payment from what the provider reports', () => {
  it('activates a pending payment paid in full, in rand', () => {
    expect(settle(reported())).toMatchObject({
      kind: 'activate',
      changes: { status: 'success', paidAt: new Date('2026-06-10T09:59:00Z') },
    });
  });

  it.each([
    ['a smaller amount', { amountCents: 1_499_999 }],
    ['a larger amount', { amountCents: 1_500_100 }],
    ['another currency', { currency: 'NGN' }],
    ['another reference', { reference: 'AUR-ZZZZZZZZZZZZZZZZZZZZ' }],
  ])('refuses %s: failed, never activated', (_label, change) => {
    const outcome = settle(reported(change));
    expect(outcome.kind).toBe('record');
    expect(outcome).toMatchObject({ changes: { status: 'failed' } });
    expect((outcome as { changes: { failureReason: string } }).changes.failureReason).toMatch(
      /^mismatch/,
    );
  });

  it('records a decline', () => {
    expect(settle(reported({ status: 'failed' }))).toMatchObject({
      kind: 'record',
      changes: { status: 'failed', failureReason: 'declined' },
    });
  });

  it('waits while the provider is still under way; only reconciliation gives up on a checkout', () => {
    expect(settle(reported({ status: 'pending' })).kind).toBe('none');
    expect(settle(reported({ status: 'abandoned' })).kind).toBe('none');
    for (const status of ['abandoned', 'pending'] as const) {
      expect(settle(reported({ status }), payment, 'Not paid in time.')).toMatchObject({
        kind: 'record',
        changes: { status: 'abandoned', failureReason: 'Not paid in time.' },
      });
    }
    // A reconciliation that finds the payment paid activates it, whatever the time-out.
    expect(settle(reported(), payment, 'Not paid in time.').kind).toBe('activate');
    expect(
      settle(reported({ status: 'abandoned' }), { ...payment, status: 'success' }, 'late').kind,
    ).toBe('none');
  });

  it('changes nothing once settled, and still takes a late success after abandonment', () => {
    for (const status of ['success', 'failed', 'refunded'] as const) {
      expect(settle(reported(), { ...payment, status }).kind).toBe('none');
    }
    expect(settle(reported(), { ...payment, status: 'abandoned' }).kind).toBe('activate');
  });
});
