import { periodEnd } from '@aurum/shared/membership/membership-period';
import { PAYMENT_ERRORS } from '@aurum/shared/membership/payments-contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_REFERENCE_PATTERN } from '../../platform/payments/payment-reference';
import { bearer, confirmedMember } from '../../test/auth-fixtures';
import {
  FAKE_PAYSTACK_SECRET,
  type FakePaystack,
  fakePaystackEnv,
  startFakePaystack,
} from '../../test/fake-paystack';
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

type Session = Parameters<typeof bearer>[0];

describe.each(databaseKinds)('membership payments through Paystack on %s', (kind) => {
  let t: TestApp;
  let paystack: FakePaystack;
  beforeAll(async () => {
    // The integration's payment session timeout: reconciliation asks Paystack again after it.
    paystack = await startFakePaystack({ sessionTimeoutSeconds: 15 * 60 });
    t = await createTestApp(kind, { env: fakePaystackEnv(paystack) });
  });
  afterAll(async () => {
    await t.close();
    await paystack.close();
  });
  beforeEach(() => paystack.setMode('ok'));

  const webhook = (payload: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/paystack/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-paystack-signature': signature } : {}),
      },
      payload,
    });
  const receipts = async (email: string) =>
    (await mailsTo(t, email)).filter((mail) => mail.subject.endsWith('membership is active'));
  const paidUntil = async (session: Session) => (await membershipOf(t, session)).membership.ends_at;
  const oneMonthFromNow = () => periodEnd(t.clock.now(), 'monthly').toISOString();

  it('prices the plan on the server, pays at Paystack and activates on verification', async () => {
    const { session, email } = await confirmedMember(t, 'Ayanda Zulu');
    // Whatever amount the browser sends, Aurum charges the plan's price.
    const res = await startCheckout(t, session, {
      membership_tier: 'platinum',
      billing_cycle: 'monthly',
      amount: 100,
      email: 'someone.else@example.co.za',
    });
    expect(res.statusCode).toBe(201);
    const started = res.json();
    expect(started).toMatchObject({ success: true });
    expect(started.reference).toMatch(PAYMENT_REFERENCE_PATTERN);
    expect(started.payment_url).toMatch(/^https:\/\/checkout\.paystack\.test\//);
    expect(paystack.transaction(started.reference)).toMatchObject({
      email,
      amount: 1_500_000,
      currency: 'ZAR',
      callback_url: 'http://aurum.test/payment-verification',
      metadata: { user_id: session.user.id, plan: 'platinum_monthly', billing_cycle: 'monthly' },
    });
    expect(paystack.calls.at(-1)?.authorization).toBe(`Bearer ${FAKE_PAYSTACK_SECRET}`);
    expect(await paymentsOf(t, session)).toMatchObject([
      { reference: started.reference, status: 'pending', amount_cents: 1_500_000 },
    ]);

    paystack.pay(started.reference);
    expect(await verified(t, session, started.reference)).toEqual({
      success: true,
      status: 'success',
      membership_tier: 'platinum',
    });
    expect(await profileTier(t, session)).toBe('platinum');
    expect((await membershipOf(t, session)).membership).toMatchObject({
      membership_tier: 'platinum',
      status: 'active',
      billing_cycle: 'monthly',
      ends_at: oneMonthFromNow(),
    });
    expect(await paymentsOf(t, session)).toMatchObject([
      { status: 'success', plan_name: 'Signature Access', billing_cycle: 'monthly' },
    ]);
    expect(await receipts(email)).toHaveLength(1);
  });

  it('reports a declined payment and leaves the member on the trial', async () => {
    const { session } = await confirmedMember(t);
    const { reference } = await checkout(t, session, 'gold', 'yearly');
    expect(paystack.transaction(reference).amount).toBe(5_000_000);
    paystack.decline(reference);
    expect(await verified(t, session, reference)).toEqual({
      success: false,
      status: 'failed',
      failure: 'declined',
      error: PAYMENT_ERRORS.declined,
    });
    expect(await profileTier(t, session)).toBe('trial');
  });

  it('activates once when the member verifies before the webhook arrives', async () => {
    const { session, email } = await confirmedMember(t);
    const { reference } = await checkout(t, session);
    paystack.pay(reference);
    expect((await verified(t, session, reference)).success).toBe(true);
    const { payload, signature } = paystack.webhook(reference);
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    expect(await paidUntil(session)).toBe(oneMonthFromNow());
    expect(await receipts(email)).toHaveLength(1);
  });

  it('activates once when the webhook arrives before the member verifies', async () => {
    const { session, email } = await confirmedMember(t);
    const { reference } = await checkout(t, session);
    paystack.pay(reference);
    const { payload, signature } = paystack.webhook(reference);
    const res = await webhook(payload, signature);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await profileTier(t, session)).toBe('platinum');
    expect((await verified(t, session, reference)).success).toBe(true);
    expect(await paidUntil(session)).toBe(oneMonthFromNow());
    expect(await receipts(email)).toHaveLength(1);
  });

  it('activates once when the same webhook is replayed 20 times at once', async () => {
    const { session, email } = await confirmedMember(t);
    const { reference } = await checkout(t, session);
    paystack.pay(reference);
    const { payload, signature } = paystack.webhook(reference);
    const answers = await onTwoInstances(t, () =>
      Promise.all(Array.from({ length: 20 }, () => webhook(payload, signature))),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    // A second activation of the same plan would have extended the period by another month.
    expect(await paidUntil(session)).toBe(oneMonthFromNow());
    expect(await receipts(email)).toHaveLength(1);
    expect(await paymentsOf(t, session)).toMatchObject([{ status: 'success' }]);
  });

  it('refuses a webhook whose signature does not match the raw body', async () => {
    const { session } = await confirmedMember(t);
    const { reference } = await checkout(t, session);
    paystack.pay(reference);
    const { payload, signature } = paystack.webhook(reference);
    const forged = paystack.webhook(reference, 'sk_test_not_the_secret').signature;
    const reformatted = JSON.stringify(JSON.parse(payload), null, 1);
    for (const [body, sig] of [
      [payload, forged],
      [payload, undefined],
      [reformatted, signature],
      [payload, 'not-hex'],
    ] as const) {
      const res = await webhook(body, sig);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    }
    expect(await profileTier(t, session)).toBe('trial');
    expect(await paymentsOf(t, session)).toMatchObject([{ status: 'pending' }]);
  });

  it('refuses an amount or currency that is not the plan’s price', async () => {
    const short = await confirmedMember(t);
    const paidLess = await checkout(t, short.session, 'black', 'monthly');
    paystack.pay(paidLess.reference, { amount: 500_000 });
    expect(await verified(t, short.session, paidLess.reference)).toEqual({
      success: false,
      status: 'failed',
      failure: 'mismatch',
      error: PAYMENT_ERRORS.mismatch,
    });
    expect(await profileTier(t, short.session)).toBe('trial');

    const foreign = await confirmedMember(t);
    const inNaira = await checkout(t, foreign.session, 'black', 'monthly');
    paystack.pay(inNaira.reference, { currency: 'NGN' });
    const { payload, signature } = paystack.webhook(inNaira.reference);
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    expect(await profileTier(t, foreign.session)).toBe('trial');
    expect(await paymentsOf(t, foreign.session)).toMatchObject([{ status: 'failed' }]);
  });

  it.each([
    ['times out', 'hang'],
    ['answers 503', 'down'],
  ] as const)(
    'leaves the payment pending when Paystack %s, and reconciliation finishes it',
    async (_label, mode) => {
      const { session, email } = await confirmedMember(t);
      const { reference } = await checkout(t, session);
      paystack.pay(reference);
      paystack.setMode(mode);
      const res = await verifyPayment(t, session, reference);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: false,
        status: 'pending',
        error: PAYMENT_ERRORS.pending,
      });
      expect(await profileTier(t, session)).toBe('trial');

      // Still unreachable after 15 minutes: the job fails and is retried with back-off.
      t.clock.advance(15 * 60 + 1);
      await t.services.jobs.drain();
      expect(await paymentsOf(t, session)).toMatchObject([{ status: 'pending' }]);

      paystack.setMode('ok');
      t.clock.advance(60);
      await t.services.jobs.drain();
      expect(await paymentsOf(t, session)).toMatchObject([{ status: 'success' }]);
      expect(await profileTier(t, session)).toBe('platinum');
      expect(await receipts(email)).toHaveLength(1);
      expect((await verified(t, session, reference)).success).toBe(true);
    },
  );

  it('does not let a member verify another member’s reference', async () => {
    const owner = await confirmedMember(t);
    const other = await confirmedMember(t);
    const { reference } = await checkout(t, owner.session);
    paystack.pay(reference);
    const verifications = paystack.calls.filter((call) =>
      call.path.startsWith('/transaction/verify'),
    );
    const res = await verifyPayment(t, other.session, reference);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_NOT_FOUND' });
    // Paystack was not even asked, and nothing changed for either member.
    expect(
      paystack.calls.filter((call) => call.path.startsWith('/transaction/verify')),
    ).toHaveLength(verifications.length);
    expect(await paymentsOf(t, owner.session)).toMatchObject([{ status: 'pending' }]);
    expect(await profileTier(t, other.session)).toBe('trial');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      payload: { reference },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 502 and records the payment failed when Paystack cannot open a checkout', async () => {
    const { session } = await confirmedMember(t);
    paystack.setMode('down');
    const res = await startCheckout(t, session);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_INIT_FAILED' });
    expect(await paymentsOf(t, session)).toMatchObject([{ status: 'failed' }]);
  });

  it('refuses to charge for the plan the member is already on', async () => {
    const { session } = await confirmedMember(t);
    const { reference } = await checkout(t, session, 'gold');
    paystack.pay(reference);
    await verified(t, session, reference);
    const again = await startCheckout(t, session, {
      membership_tier: 'gold',
      billing_cycle: 'yearly',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CURRENT_PLAN' });
    expect(
      (await startCheckout(t, session, { membership_tier: 'black', billing_cycle: 'monthly' }))
        .statusCode,
    ).toBe(201);
  });
});
