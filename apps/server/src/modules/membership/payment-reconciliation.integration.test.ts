import { periodEnd } from '@aurum/shared/membership/membership-period';
import { ABANDONED_REASONS, type AdminPayment } from '@aurum/shared/membership/payments-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, signedInAs } from '../../test/admin-fixtures';
import { bearer, confirmedMember } from '../../test/auth-fixtures';
import { type FakePaystack, fakePaystackEnv, startFakePaystack } from '../../test/fake-paystack';
import {
  checkout,
  membershipOf,
  paymentsOf,
  profileTier,
  verified,
} from '../../test/membership-fixtures';
import {
  isMessage,
  isReady,
  listenOnLoopback,
  openTestStream,
  ticketFor,
} from '../../test/realtime-test-stream';
import { mailsTo } from '../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { instanceFor, onTwoInstances } from '../../test/two-instances';

type Session = Parameters<typeof bearer>[0];

/** The Paystack integration's payment session timeout in these tests: 10 minutes. */
const PAYSTACK_SESSION_TIMEOUT = 600;
/** Aurum's own checkout time-out (the sandbox's), by default 30 minutes. */
const SANDBOX_SESSION_TIMEOUT = 1800;

const receipts = async (t: TestApp, email: string) =>
  (await mailsTo(t, email)).filter((mail) => mail.subject.endsWith('membership is active'));

describe.each(databaseKinds)('reconciling Paystack checkouts on %s', (kind) => {
  let t: TestApp;
  let paystack: FakePaystack;
  let staff: ReturnType<typeof adminApi>;
  beforeAll(async () => {
    paystack = await startFakePaystack({ sessionTimeoutSeconds: PAYSTACK_SESSION_TIMEOUT });
    t = await createTestApp(kind, { env: fakePaystackEnv(paystack) });
    staff = adminApi(t, (await signedInAs(t, 'staff')).headers);
  });
  afterAll(async () => {
    await t.close();
    await paystack.close();
  });

  const webhook = (reference: string) => {
    const { payload, signature } = paystack.webhook(reference);
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/paystack/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      payload,
    });
  };
  const staffView = async (reference: string) =>
    ((await staff.get(`/payments?q=${reference}`)).json() as AdminPayment[])[0];
  /** Runs the jobs due `seconds` from now. */
  const after = async (seconds: number) => {
    t.clock.advance(seconds);
    await t.services.jobs.drain();
  };

  it('marks a checkout nobody paid abandoned at Paystack’s time-out, with the reason, for member and staff', async () => {
    const { session } = await confirmedMember(t);
    const { reference } = await checkout(t, session, 'gold');
    await after(PAYSTACK_SESSION_TIMEOUT - 1);
    expect(await paymentsOf(t, session)).toMatchObject([{ status: 'pending', reason: null }]);

    const verifications = paystack.calls.filter((c) => c.path.startsWith('/transaction/verify'));
    await after(1);
    const reason = 'Not paid within the 10-minute checkout time-out.';
    expect(reason).toBe(ABANDONED_REASONS.notPaid(PAYSTACK_SESSION_TIMEOUT));
    expect(await paymentsOf(t, session)).toMatchObject([
      { reference, status: 'abandoned', reason },
    ]);
    // Paystack was asked before the checkout was given up.
    expect(
      paystack.calls.filter((c) => c.path.startsWith('/transaction/verify')).length,
    ).toBeGreaterThan(verifications.length);
    expect(await staffView(reference)).toMatchObject({
      status: 'abandoned',
      failure_reason: reason,
    });
    expect(await profileTier(t, session)).toBe('trial');
  });

  it('activates a payment that Paystack reports paid at the time-out instead of abandoning it', async () => {
    const { session, email } = await confirmedMember(t);
    const { reference } = await checkout(t, session);
    // Paid in the last minute; the webhook never came.
    await after(PAYSTACK_SESSION_TIMEOUT - 60);
    paystack.pay(reference);
    await after(60);
    expect(await paymentsOf(t, session)).toMatchObject([{ status: 'success', reason: null }]);
    expect(await profileTier(t, session)).toBe('platinum');
    expect(await receipts(t, email)).toHaveLength(1);
  });

  it('abandons a payment still under way at the time-out, and activates it when it clears', async () => {
    const { session, email } = await confirmedMember(t);
    const { reference } = await checkout(t, session);
    paystack.transaction(reference).status = 'ongoing';
    await after(PAYSTACK_SESSION_TIMEOUT);
    expect(await paymentsOf(t, session)).toMatchObject([
      { status: 'abandoned', reason: ABANDONED_REASONS.stillUnderWay(PAYSTACK_SESSION_TIMEOUT) },
    ]);

    paystack.pay(reference);
    expect((await webhook(reference)).statusCode).toBe(200);
    expect(await paymentsOf(t, session)).toMatchObject([{ status: 'success', reason: null }]);
    expect((await staffView(reference))?.failure_reason).toBeNull();
    expect(await profileTier(t, session)).toBe('platinum');
    expect((await verified(t, session, reference)).success).toBe(true);
    expect(await receipts(t, email)).toHaveLength(1);
  });

  it('keeps the payment pending while Paystack cannot answer at the time-out', async () => {
    const { session } = await confirmedMember(t);
    await checkout(t, session);
    paystack.setMode('down');
    try {
      await after(PAYSTACK_SESSION_TIMEOUT);
      expect(await paymentsOf(t, session)).toMatchObject([{ status: 'pending' }]);
    } finally {
      paystack.setMode('ok');
    }
    await after(60);
    expect(await paymentsOf(t, session)).toMatchObject([{ status: 'abandoned' }]);
  });

  it('activates exactly once when reconciliation races late webhooks and the member', async () => {
    const { session, email } = await confirmedMember(t);
    const { reference } = await checkout(t, session);
    t.clock.advance(PAYSTACK_SESSION_TIMEOUT);
    paystack.pay(reference);
    const second = await instanceFor(t, 1);
    const [, , webhooks, verification] = await onTwoInstances(t, () =>
      Promise.all([
        t.services.jobs.drain(),
        second.services.jobs.drain(),
        Promise.all([webhook(reference), webhook(reference), webhook(reference)]),
        verified(t, session, reference),
      ]),
    );
    expect(webhooks.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(verification.success).toBe(true);
    expect(await paymentsOf(t, session)).toMatchObject([{ status: 'success' }]);
    // A second activation would have added a second month and a second receipt.
    expect((await membershipOf(t, session)).membership.ends_at).toBe(
      periodEnd(t.clock.now(), 'monthly').toISOString(),
    );
    expect(await receipts(t, email)).toHaveLength(1);
  });

  it('activates exactly once when a late webhook races reconciliation after the abandonment', async () => {
    const { session, email } = await confirmedMember(t);
    const first = await checkout(t, session, 'gold');
    t.clock.advance(1);
    const second = await checkout(t, session, 'gold', 'yearly');
    await after(PAYSTACK_SESSION_TIMEOUT);
    expect((await paymentsOf(t, session)).map((p) => p.status)).toEqual(['abandoned', 'abandoned']);
    paystack.pay(first.reference);
    await Promise.all([
      webhook(first.reference),
      webhook(first.reference),
      verified(t, session, first.reference),
    ]);
    expect(await paymentsOf(t, session)).toMatchObject([
      { reference: second.reference, status: 'abandoned' },
      { reference: first.reference, status: 'success' },
    ]);
    expect(await receipts(t, email)).toHaveLength(1);
  });
});

describe.each(databaseKinds)('reconciling sandbox checkouts on %s', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await listenOnLoopback(t.app);
  });
  afterAll(() => t.close());

  const decide = (paymentUrl: string, outcome: 'pay' | 'decline') =>
    t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${new URL(paymentUrl).searchParams.get('access_code')}/${outcome}`,
    });
  const streamOf = async (session: Session) => {
    const ticket = await ticketFor(t.app, session);
    const stream = await openTestStream(`${base}/realtime/events?ticket=${ticket}`);
    await stream.next(isReady);
    return stream;
  };
  const membershipEvents = (stream: Awaited<ReturnType<typeof streamOf>>) =>
    stream.events.filter(
      (event) => isMessage(event) && JSON.parse(event.data).topic === 'membership',
    );

  it('abandons an unpaid test checkout after the same time-out, and still takes a late Pay', async () => {
    const { session, email } = await confirmedMember(t);
    const started = await checkout(t, session, 'black');
    t.clock.advance(SANDBOX_SESSION_TIMEOUT - 1);
    await t.services.jobs.drain();
    expect(await paymentsOf(t, session)).toMatchObject([{ status: 'pending' }]);
    t.clock.advance(1);
    await t.services.jobs.drain();
    expect(await paymentsOf(t, session)).toMatchObject([
      { status: 'abandoned', reason: 'Not paid within the 30-minute checkout time-out.' },
    ]);

    expect((await decide(started.payment_url, 'pay')).statusCode).toBe(200);
    expect(await paymentsOf(t, session)).toMatchObject([{ status: 'success', reason: null }]);
    expect(await profileTier(t, session)).toBe('black');
    expect(await receipts(t, email)).toHaveLength(1);
  });

  it('tells the member’s open screens when a payment changes state, and nobody else’s', async () => {
    const member = await confirmedMember(t);
    const other = await confirmedMember(t);
    const mine = await streamOf(member.session);
    const theirs = await streamOf(other.session);

    const started = await checkout(t, member.session);
    await mine.next(() => membershipEvents(mine).length === 1);
    expect((await decide(started.payment_url, 'decline')).statusCode).toBe(200);
    await mine.next(() => membershipEvents(mine).length === 2);
    expect(await paymentsOf(t, member.session)).toMatchObject([{ status: 'failed' }]);

    t.clock.advance(1);
    const again = await checkout(t, member.session);
    t.clock.advance(SANDBOX_SESSION_TIMEOUT);
    await t.services.jobs.drain();
    await mine.next(() => membershipEvents(mine).length === 4);
    expect(await paymentsOf(t, member.session)).toMatchObject([
      { reference: again.reference, status: 'abandoned' },
      { reference: started.reference, status: 'failed' },
    ]);
    expect(membershipEvents(theirs)).toEqual([]);
    mine.close();
    theirs.close();
  });
});
