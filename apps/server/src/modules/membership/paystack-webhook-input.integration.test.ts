import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paystackSignature } from '../../platform/payments/paystack-signature';
import { confirmedMember } from '../../test/auth-fixtures';
import {
  FAKE_PAYSTACK_SECRET,
  type FakePaystack,
  fakePaystackEnv,
  startFakePaystack,
} from '../../test/fake-paystack';
import { checkout, paymentsOf, profileTier } from '../../test/membership-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

/**
 * A webhook signed with Paystack's key is still input: text the database cannot store, a date
 * that is no date or an amount beyond any price is an event Aurum ignores (answered 200 so that
 * Paystack does not send it again), never a 500.
 */
describe.each(databaseKinds)('the Paystack webhook’s text on %s', (kind) => {
  let t: TestApp;
  let paystack: FakePaystack;
  beforeAll(async () => {
    paystack = await startFakePaystack();
    t = await createTestApp(kind, { env: fakePaystackEnv(paystack) });
  });
  afterAll(async () => {
    await t.close();
    await paystack.close();
  });

  const signedWebhook = (body: unknown) => {
    const payload = typeof body === 'string' ? body : JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/paystack/webhook',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': paystackSignature(payload, FAKE_PAYSTACK_SECRET),
      },
      payload,
    });
  };

  it('ignores a signed charge.success whose fields cannot be stored, and still settles the real one', async () => {
    const { session } = await confirmedMember(t);
    const { reference } = await checkout(t, session);
    paystack.pay(reference);
    const genuine = JSON.parse(paystack.webhook(reference).payload) as {
      event: string;
      data: Record<string, unknown>;
    };
    const tampered = [
      { reference: `${reference}\u0000` },
      { reference: '\u0000' },
      { reference: `${reference}\uD800` },
      { gateway_response: 'Approved\u0000' },
      { id: 'trx\u0000' },
      { currency: 'ZA\u0000' },
      { paid_at: 'yesterday' },
      { paid_at: '2026-13-45T99:00:00Z' },
      { amount: 1e300 },
      { status: 'success\u0000' },
    ];
    for (const change of tampered) {
      const res = await signedWebhook({ ...genuine, data: { ...genuine.data, ...change } });
      expect({ change, status: res.statusCode, body: res.json() }).toEqual({
        change,
        status: 200,
        body: { received: true },
      });
    }
    for (const odd of [{ event: 'charge.success\u0000', data: genuine.data }, 'not json\u0000']) {
      expect((await signedWebhook(odd)).statusCode).toBe(200);
    }
    expect(await paymentsOf(t, session)).toMatchObject([{ status: 'pending' }]);
    expect(await profileTier(t, session)).toBe('trial');

    expect((await signedWebhook(genuine)).json()).toEqual({ received: true });
    expect(await paymentsOf(t, session)).toMatchObject([{ status: 'success' }]);
    expect(await profileTier(t, session)).toBe('platinum');
  });
});
