import { periodEnd } from '@aurum/shared/membership/membership-period';
import { PLAN_REQUIRED_MESSAGES } from '@aurum/shared/membership/tier-rules';
import type { RequestAllowance } from '@aurum/shared/requests/request-allowance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, signedInAs } from '../../test/admin-fixtures';
import { bearer, confirmedMember, signIn } from '../../test/auth-fixtures';
import {
  fileConciergeRequest,
  membershipOf,
  payInSandbox,
  paymentsOf,
  profileTier,
  startCheckout,
  verified,
} from '../../test/membership-fixtures';
import { mailsTo } from '../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

type Session = Parameters<typeof bearer>[0];
const DAY = 24 * 60 * 60;

describe.each(databaseKinds)('the sandbox checkout and the tier policy on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** Access tokens last an hour: after the clock moved on, the member signs in again. */
  const signedInAgain = async (email: string) => (await signIn(t, email)).json() as Session;
  const allowance = async (session: Session) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/service-requests/allowance',
        headers: bearer(session),
      })
    ).json() as RequestAllowance;

  it('pays in the test-mode checkout and returns to the verification page', async () => {
    const { session } = await confirmedMember(t);
    const paid = await payInSandbox(t, session, 'platinum');
    expect(paid.payment_url).toMatch(/^http:\/\/aurum\.test\/checkout\/sandbox\?access_code=/);
    expect(paid.redirect).toBe(
      `http://aurum.test/payment-verification?trxref=${paid.reference}&reference=${paid.reference}`,
    );
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/payments/sandbox/${paid.accessCode}`,
    });
    expect(view.json()).toMatchObject({
      reference: paid.reference,
      amount_cents: 1_500_000,
      currency: 'ZAR',
      description: 'Signature Access · Monthly',
      status: 'success',
    });
    // The sandbox reported the payment at once; verification finds it done.
    expect(await profileTier(t, session)).toBe('platinum');
    expect(await verified(t, session, paid.reference)).toMatchObject({ success: true });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${paid.accessCode}/pay`,
    });
    expect(again.statusCode).toBe(409);
  });

  it('declines in the test-mode checkout', async () => {
    const { session } = await confirmedMember(t);
    const started = (await startCheckout(t, session)).json();
    const code = new URL(started.payment_url).searchParams.get('access_code');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${code}/decline`,
    });
    expect(res.json().redirect).toContain(`reference=${started.reference}`);
    expect(await verified(t, session, started.reference)).toMatchObject({
      success: false,
      status: 'failed',
    });
    expect(await profileTier(t, session)).toBe('trial');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/not-a-real-code-at-all' }))
        .statusCode,
    ).toBe(404);
  });

  it.each([
    ['gold', 3],
    ['platinum', 10],
  ])('a paying %s member files %i requests a month, then is refused', async (tier, limit) => {
    const { session } = await confirmedMember(t);
    await payInSandbox(t, session, tier);
    for (let i = 0; i < limit; i++)
      expect((await fileConciergeRequest(t, session)).statusCode).toBe(201);
    const refused = await fileConciergeRequest(t, session);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'REQUEST_LIMIT_REACHED' });
    expect(await allowance(session)).toMatchObject({ limit, remaining: 0, plan_required: null });
  });

  it('lets a paying black member file 30 requests in a month', async () => {
    const { session } = await confirmedMember(t);
    await payInSandbox(t, session, 'black');
    for (let i = 0; i < 30; i++)
      expect((await fileConciergeRequest(t, session)).statusCode).toBe(201);
    expect(await allowance(session)).toMatchObject({ limit: null, used: 30, remaining: null });
  });

  it('uses the plan’s request limit as staff set it', async () => {
    const staff = adminApi(t, (await signedInAs(t, 'staff')).headers);
    const plans = (await staff.get('/membership-plans')).json() as { id: string; tier: string }[];
    const gold = plans.find((plan) => plan.tier === 'gold')!;
    const edit = (limit: number) =>
      staff.patch(`/membership-plans/${gold.id}`, { monthly_request_limit: limit });
    expect((await edit(1)).statusCode).toBe(200);
    const { session } = await confirmedMember(t);
    await payInSandbox(t, session, 'gold');
    expect((await fileConciergeRequest(t, session)).statusCode).toBe(201);
    expect((await fileConciergeRequest(t, session)).statusCode).toBe(429);
    await edit(3);
  });

  it('refuses new requests once the 7-day trial ended, and says to choose a plan', async () => {
    const member = await confirmedMember(t);
    expect((await fileConciergeRequest(t, member.session)).statusCode).toBe(201);
    expect(await allowance(member.session)).toMatchObject({
      limit: 3,
      remaining: 2,
      plan_required: null,
    });
    t.clock.advance(7 * DAY + 1);
    const session = await signedInAgain(member.email);
    const refused = await fileConciergeRequest(t, session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'PLAN_REQUIRED',
      message: PLAN_REQUIRED_MESSAGES.trialEnded,
    });
    expect(await allowance(session)).toMatchObject({
      limit: 0,
      remaining: 0,
      plan_required: PLAN_REQUIRED_MESSAGES.trialEnded,
    });
    // Read access stays.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/service-requests',
      headers: bearer(session),
    });
    expect(list.json()).toHaveLength(1);
    // Paying a plan lets them file again.
    await payInSandbox(t, session, 'gold');
    expect((await fileConciergeRequest(t, session)).statusCode).toBe(201);
  });

  it('tells the member before the period ends, lets them renew, then falls back to read access', async () => {
    const { email, ...member } = await confirmedMember(t, 'Kagiso Molefe');
    const start = t.clock.now();
    await payInSandbox(t, member.session, 'gold');
    const end = periodEnd(start, 'monthly');
    const notices = async () =>
      (await mailsTo(t, email)).filter((mail) =>
        mail.subject.startsWith('Your Essentials Access membership ends'),
      );

    t.clock.advance((end.getTime() - start.getTime()) / 1000 - 8 * DAY);
    await t.services.jobs.drain();
    expect(await notices()).toHaveLength(0);
    let session = await signedInAgain(email);
    expect((await membershipOf(t, session)).membership.renewal_open).toBe(false);

    t.clock.advance(DAY + 1);
    await t.services.jobs.drain();
    await t.services.jobs.drain();
    expect(await notices()).toHaveLength(1);
    expect((await notices())[0]!.text).toContain('/membership');
    session = await signedInAgain(email);
    expect((await membershipOf(t, session)).membership).toMatchObject({
      status: 'active',
      renewal_open: true,
      ends_at: end.toISOString(),
    });

    t.clock.advance(7 * DAY);
    await t.services.jobs.drain();
    session = await signedInAgain(email);
    expect(await profileTier(t, session)).toBe('trial');
    expect((await membershipOf(t, session)).membership).toMatchObject({
      status: 'lapsed',
      read_only: true,
      plan_required: PLAN_REQUIRED_MESSAGES.lapsed,
    });
    const refused = await fileConciergeRequest(t, session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PLAN_REQUIRED_MESSAGES.lapsed);
    expect(await notices()).toHaveLength(1);
  });

  it('extends the current plan from its end when renewed during the notice window', async () => {
    const { email, ...member } = await confirmedMember(t);
    const start = t.clock.now();
    await payInSandbox(t, member.session, 'platinum');
    const end = periodEnd(start, 'monthly');
    t.clock.advance((end.getTime() - start.getTime()) / 1000 - 3 * DAY);
    let session = await signedInAgain(email);
    await payInSandbox(t, session, 'platinum', 'yearly');
    expect((await membershipOf(t, session)).membership.ends_at).toBe(
      periodEnd(end, 'yearly').toISOString(),
    );
    // The first period's lapse job finds a longer period and changes nothing.
    t.clock.advance(4 * DAY);
    await t.services.jobs.drain();
    session = await signedInAgain(email);
    expect(await profileTier(t, session)).toBe('platinum');
    expect(await paymentsOf(t, session)).toMatchObject([
      { status: 'success', billing_cycle: 'yearly', amount_cents: 15_000_000 },
      { status: 'success', billing_cycle: 'monthly', amount_cents: 1_500_000 },
    ]);
  });
});
