import { periodEnd } from '@aurum/shared/membership/membership-period';
import { MEMBERSHIP_TOASTS } from '@aurum/shared/membership/membership-texts';
import { PAYMENT_ERRORS } from '@aurum/shared/membership/payments-contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { confirmedMember } from '../../test/auth-fixtures';
import { type FakePaystack, fakePaystackEnv, startFakePaystack } from '../../test/fake-paystack';
import {
  checkout,
  membershipOf,
  paymentsOf,
  profileTier,
  startCheckout,
  verified,
  verifyPayment,
} from '../../test/membership-fixtures';
import { mailsTo } from '../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { onTwoInstances } from '../../test/two-instances';

/**
 * Paystack not answering (issue 33, ADR 085): the fake holds every call past Aurum's HTTP
 * time-out (PAYSTACK_TIMEOUT_MS) and answers long after. Starting a checkout then fails with the
 * screen's own 'Payment Error' text and leaves one payment recorded as failed, nothing half done;
 * a verification leaves the payment pending with the spec's pending text; reconciliation finishes
 * it once Paystack answers again, and Paystack's delayed webhook, replayed five times at once
 * across two instances, changes nothing more: one activation, one receipt.
 */
const TIMEOUT_MS = 300;
const SESSION_TIMEOUT_SECONDS = 600;

describe.each(databaseKinds)('Paystack timing out on %s', (kind) => {
  let t: TestApp;
  let paystack: FakePaystack;
  beforeAll(async () => {
    paystack = await startFakePaystack({
      hangMs: 10 * TIMEOUT_MS,
      sessionTimeoutSeconds: SESSION_TIMEOUT_SECONDS,
    });
    t = await createTestApp(kind, {
      // Aurum's own checkout time-out, used while Paystack cannot tell its own, set equal here.
      env: {
        ...fakePaystackEnv(paystack, TIMEOUT_MS),
        PAYMENT_SESSION_TIMEOUT_SECONDS: String(SESSION_TIMEOUT_SECONDS),
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await paystack.close();
  });
  beforeEach(() => paystack.setMode('ok'));

  const receipts = async (email: string) =>
    (await mailsTo(t, email)).filter((mail) => mail.subject.endsWith('membership is active'));
  const callsTo = (path: string) => paystack.calls.filter((call) => call.path.startsWith(path));
  const webhook = (payload: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/paystack/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      payload,
    });
  /** Runs the jobs due `seconds` from now. */
  const after = async (seconds: number) => {
    t.clock.advance(seconds);
    await t.services.jobs.drain();
  };

  it('tells the member, keeps nothing half done, and reconciliation activates once', async () => {
    const { session, email } = await confirmedMember(t);

    // Initialise hangs: a clear 502, one payment recorded failed, the member still on the trial.
    paystack.setMode('hang');
    const initialisations = callsTo('/transaction/initialize').length;
    const refusals = [await startCheckout(t, session)];
    t.clock.advance(1);
    refusals.push(await startCheckout(t, session));
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toEqual({
        code: 'PAYMENT_INIT_FAILED',
        message: MEMBERSHIP_TOASTS.paymentError,
      });
    }
    expect(callsTo('/transaction/initialize')).toHaveLength(initialisations + 2);
    // Paystack's checkout time-out was asked for once: the second member waited one time-out.
    expect(callsTo('/integration/payment_session_timeout')).toHaveLength(1);
    const notStarted = (await paymentsOf(t, session)).map(({ reference, status }) => ({
      reference,
      status,
    }));
    expect(await paymentsOf(t, session)).toEqual([
      expect.objectContaining({ status: 'failed', amount_cents: 1_500_000 }),
      expect.objectContaining({ status: 'failed', amount_cents: 1_500_000 }),
    ]);
    expect(await profileTier(t, session)).toBe('trial');

    // Paystack answers again: the member starts over and pays.
    paystack.setMode('ok');
    t.clock.advance(1);
    const { reference } = await checkout(t, session);
    paystack.pay(reference);

    // Verify hangs: the payment stays pending, with the spec's pending text, not a failure.
    paystack.setMode('hang');
    const pending = await verifyPayment(t, session, reference);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual({
      success: false,
      status: 'pending',
      error: PAYMENT_ERRORS.pending,
    });
    expect(await profileTier(t, session)).toBe('trial');

    // Reconciliation at the checkout's time-out while Paystack still hangs: retried, not guessed.
    await after(SESSION_TIMEOUT_SECONDS);
    expect(await paymentsOf(t, session)).toMatchObject([
      { reference, status: 'pending' },
      ...notStarted,
    ]);

    // Paystack answers: the retried reconciliation activates the plan.
    paystack.setMode('ok');
    await after(60);
    expect(await paymentsOf(t, session)).toMatchObject([
      { reference, status: 'success' },
      ...notStarted,
    ]);
    expect(await profileTier(t, session)).toBe('platinum');
    expect((await verified(t, session, reference)).success).toBe(true);

    // Paystack's delayed webhook, replayed five times at once across the two instances.
    const { payload, signature } = paystack.webhook(reference);
    const answers = await onTwoInstances(t, () =>
      Promise.all(Array.from({ length: 5 }, () => webhook(payload, signature))),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);

    // One activation: one month from the reconciliation, one receipt.
    expect((await membershipOf(t, session)).membership).toMatchObject({
      membership_tier: 'platinum',
      status: 'active',
      ends_at: periodEnd(t.clock.now(), 'monthly').toISOString(),
    });
    expect(await receipts(email)).toHaveLength(1);
  });
});
