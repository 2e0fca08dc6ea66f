import type { AdminPayment } from '@aurum/shared/membership/payments-contract';
import type { AdminMembershipPlan } from '@aurum/shared/membership/plans';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminApi, signedInAs } from '../../test/admin-fixtures';
import { bearer, confirmedMember, signIn } from '../../test/auth-fixtures';
import {
  fileConciergeRequest,
  membershipOf,
  payInSandbox,
  paymentsOf,
  profileTier,
  startCheckout,
} from '../../test/membership-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

type Session = Parameters<typeof bearer>[0];

describe.each(databaseKinds)('membership in the staff console on %s', (kind) => {
  let t: TestApp;
  let staff: ReturnType<typeof adminApi>;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  beforeEach(async () => {
    staff = adminApi(t, (await signedInAs(t, 'staff')).headers);
  });
  afterAll(() => t.close());

  const activate = (session: Session, tier: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/membership/activate',
      headers: bearer(session),
      payload: { membership_tier: tier },
    });

  it('keeps every membership route of the console to staff', async () => {
    const member = await signedInAs(t, 'member');
    for (const url of [
      '/api/admin/payments',
      '/api/admin/membership-plans',
      '/api/admin/premium-access',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: member.headers })).statusCode).toBe(
        403,
      );
    }
  });

  it('lists every member’s payments and marks one refunded, recorded only', async () => {
    const { session, email } = await confirmedMember(t, 'Refilwe Sithole');
    const paid = await payInSandbox(t, session, 'gold');
    const list = (
      await staff.get(`/payments?q=${encodeURIComponent(email)}`)
    ).json() as AdminPayment[];
    expect(list).toMatchObject([
      {
        reference: paid.reference,
        status: 'success',
        amount_cents: 500_000,
        provider: 'sandbox',
        member: { email, name: 'Refilwe Sithole' },
      },
    ]);

    const refund = (payload: object) => staff.post(`/payments/${list[0]!.id}/refund`, payload);
    expect((await refund({ reason: '' })).statusCode).toBe(400);
    const refunded = await refund({ reason: 'Member asked within the cooling-off period' });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({
      status: 'refunded',
      refund_reason: 'Member asked within the cooling-off period',
    });
    expect(refunded.json().refunded_at).toBe(t.clock.now().toISOString());
    expect((await refund({ reason: 'again' })).json()).toMatchObject({
      code: 'PAYMENT_NOT_REFUNDABLE',
    });
    expect(await paymentsOf(t, session)).toMatchObject([{ status: 'refunded' }]);
    expect((await staff.get('/payments?status=refunded')).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ reference: paid.reference })]),
    );
    expect((await staff.post('/payments/not-a-uuid/refund', { reason: 'x y z' })).statusCode).toBe(
      404,
    );
  });

  it('grants premium access: the member activates any plan free, and loses it when withdrawn', async () => {
    const { session, email } = await confirmedMember(t);
    expect((await activate(session, 'black')).json()).toMatchObject({ code: 'NO_PREMIUM_ACCESS' });

    const granted = await staff.put('/premium-access', { email, granted: true });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ email, membership_tier: 'trial' })]),
    );
    // Complimentary members do not pay.
    expect((await startCheckout(t, session)).json()).toMatchObject({ code: 'USE_PREMIUM_ACCESS' });

    const activated = await activate(session, 'black');
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({
      membership_tier: 'black',
      status: 'active',
      ends_at: null,
      premium_access_granted: true,
    });
    expect(await profileTier(t, session)).toBe('black');
    expect(await paymentsOf(t, session)).toEqual([]);

    // Beyond the trial, the complimentary plan keeps going while the access stands.
    t.clock.advance(8 * 24 * 60 * 60);
    staff = adminApi(t, (await signedInAs(t, 'staff')).headers);
    const later = (await staff.get('/premium-access')).json();
    expect(later).toEqual(expect.arrayContaining([expect.objectContaining({ email })]));

    expect((await staff.put('/premium-access', { email, granted: false })).statusCode).toBe(200);
    // A day later (the old access token has expired) the member signs in again.
    const fresh = (await signIn(t, email)).json() as Session;
    expect(await profileTier(t, fresh)).toBe('trial');
    expect((await membershipOf(t, fresh)).membership).toMatchObject({
      read_only: true,
      premium_access_granted: false,
    });
    expect((await fileConciergeRequest(t, fresh)).statusCode).toBe(403);
    expect(
      (await staff.put('/premium-access', { email: 'nobody@example.co.za', granted: true }))
        .statusCode,
    ).toBe(404);
  });

  it('edits plans as data: prices, names, Most Popular (one at a time), active', async () => {
    const plans = (await staff.get('/membership-plans')).json() as AdminMembershipPlan[];
    expect(plans.map((p) => [p.tier, p.name, p.monthly_price_cents, p.yearly_price_cents])).toEqual(
      [
        ['gold', 'Essentials Access', 500_000, 5_000_000],
        ['platinum', 'Signature Access', 1_500_000, 15_000_000],
        ['black', 'Elite Access', 2_500_000, 25_000_000],
      ],
    );
    const gold = plans[0]!;
    const edited = await staff.patch(`/membership-plans/${gold.id}`, {
      name: 'Essentials',
      monthly_price_cents: 550_000,
      most_popular: true,
    });
    expect(edited.json()).toMatchObject({
      name: 'Essentials',
      most_popular: true,
      yearly_saving_cents: 1_600_000,
    });
    const after = (await staff.get('/membership-plans')).json() as AdminMembershipPlan[];
    expect(after.filter((p) => p.most_popular).map((p) => p.tier)).toEqual(['gold']);

    // New checkouts charge the new price.
    const { session } = await confirmedMember(t);
    await startCheckout(t, session, { membership_tier: 'gold', billing_cycle: 'monthly' });
    expect(await paymentsOf(t, session)).toMatchObject([
      { amount_cents: 550_000, plan_name: 'Essentials' },
    ]);

    // An inactive plan is neither shown nor sold.
    await staff.patch(`/membership-plans/${gold.id}`, { is_active: false });
    expect((await membershipOf(t, session)).plans.map((p) => p.tier)).toEqual([
      'platinum',
      'black',
    ]);
    const refused = await startCheckout(t, session, {
      membership_tier: 'gold',
      billing_cycle: 'monthly',
    });
    expect(refused.statusCode).toBe(404);

    expect(
      (await staff.patch(`/membership-plans/${gold.id}`, { monthly_price_cents: -5 })).statusCode,
    ).toBe(400);
    await staff.patch(`/membership-plans/${gold.id}`, {
      name: 'Essentials Access',
      monthly_price_cents: 500_000,
      is_active: true,
    });
    await staff.patch(`/membership-plans/${plans[1]!.id}`, { most_popular: true });
  });
});
