import { TRIAL_MONTHLY_REQUESTS } from '@aurum/shared/membership/tier-rules';
import { SOCIETY_ERRORS, type AdminGift } from '@aurum/shared/society/society-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/admin-fixtures';
import { payInSandbox } from '../../test/membership-fixtures';
import { memberOfTier, setLocalTime, societyStaff } from '../../test/society-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

describe.each(databaseKinds)('Society gifts and benefits on %s', (kind) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof societyStaff>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    setLocalTime(t, '2026-07-10T10:00:00');
    staff = await societyStaff(t);
  });
  afterAll(() => t.close());

  it('shows a member the gifts staff recorded for them, and nobody else', async () => {
    setLocalTime(t, '2026-07-10T10:00:00');
    const member = await memberOfTier(t, 'platinum');
    const other = await memberOfTier(t, 'platinum');
    const recorded = await staff.post('/society/gifts', {
      member_email: member.email.toUpperCase(),
      gift_name: 'Vintage Cap Classique',
      sent_date: '2026-07-01',
      category: 'wine',
      value_cents: 1_250_00,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const gift = recorded.json() as AdminGift;
    expect(gift).toMatchObject({ member_email: member.email, status: 'delivered' });
    await staff.post('/society/gifts', {
      member_email: member.email,
      gift_name: 'Spa hamper',
      sent_date: '2026-07-05',
      category: 'hamper',
      value_cents: 900_00,
      status: 'enjoyed',
      note: 'For the anniversary',
    });
    expect(await member.gifts()).toEqual([
      expect.objectContaining({ gift_name: 'Spa hamper', status: 'enjoyed', value_cents: 900_00 }),
      expect.objectContaining({
        gift_name: 'Vintage Cap Classique',
        sent_date: '2026-07-01',
        category: 'wine',
        status: 'delivered',
      }),
    ]);
    expect(await other.gifts()).toEqual([]);

    const changed = await staff.patch(`/society/gifts/${gift.id}`, { status: 'enjoyed' });
    expect(changed.json()).toMatchObject({ status: 'enjoyed' });
    const listed = (
      await staff.get(`/society/gifts?q=${encodeURIComponent(member.email)}`)
    ).json() as AdminGift[];
    expect(listed.map((g) => g.gift_name)).toEqual(['Spa hamper', 'Vintage Cap Classique']);

    // A provider's or staff account's address is not a member's.
    const provider = await signedInAs(t, 'provider');
    for (const email of [provider.email, 'nobody@example.co.za']) {
      const res = await staff.post('/society/gifts', {
        member_email: email,
        gift_name: 'Flowers',
        sent_date: '2026-07-01',
        category: 'flowers',
        value_cents: 500_00,
      });
      expect(res.json()).toEqual({
        code: 'MEMBER_NOT_FOUND',
        message: SOCIETY_ERRORS.memberNotFound,
      });
    }
    for (const body of [
      {},
      {
        member_email: 'not-an-email',
        gift_name: 'x',
        sent_date: '2026-07-01',
        category: 'wine',
        value_cents: 1,
      },
      {
        member_email: member.email,
        gift_name: 'x',
        sent_date: '2026-07-01',
        category: 'car',
        value_cents: 1,
      },
      {
        member_email: member.email,
        gift_name: 'x',
        sent_date: '2026-07-01',
        category: 'wine',
        value_cents: -5,
      },
      {
        member_email: member.email,
        gift_name: 'x',
        sent_date: '2026-07-01',
        category: 'wine',
        value_cents: 1,
        status: 'lost',
      },
    ]) {
      expect((await staff.post('/society/gifts', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await staff.patch(`/society/gifts/${gift.id}`, { value_cents: 'lots' })).statusCode,
    ).toBe(400);
    expect(
      (
        await staff.patch('/society/gifts/00000000-0000-0000-0000-000000000000', {
          status: 'other',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('tells the member what their tier includes, from the plans data', async () => {
    setLocalTime(t, '2026-07-10T10:00:00');
    const trial = await memberOfTier(t, 'trial');
    expect(await trial.benefits()).toMatchObject({
      membership_tier: 'trial',
      plan_name: null,
      perk_tiers: ['trial'],
      event_tiers: [],
      monthly_request_limit: TRIAL_MONTHLY_REQUESTS,
      perk_discount_max_percent: 20,
      upgrades: [{ tier: 'gold' }, { tier: 'platinum' }, { tier: 'black' }],
    });
    const paid = await memberOfTier(t, 'trial');
    await payInSandbox(t, paid.session, 'platinum');
    const benefits = await paid.benefits();
    expect(benefits).toMatchObject({
      membership_tier: 'platinum',
      plan_name: 'Signature Access',
      perk_tiers: ['trial', 'gold', 'platinum'],
      event_tiers: ['gold', 'platinum'],
      monthly_request_limit: 10,
      upgrades: [{ tier: 'black', name: 'Elite Access' }],
    });
    expect(benefits.features.length).toBeGreaterThan(0);
    // Staff edit a plan's features: Benefits follows the data.
    const plans = (await staff.get('/membership-plans')).json() as { id: string; tier: string }[];
    const platinum = plans.find((plan) => plan.tier === 'platinum')!;
    const res = await staff.patch(`/membership-plans/${platinum.id}`, {
      features: ['Two human concierges on call', 'A bottle of MCC on arrival'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await paid.benefits()).features).toContain('A bottle of MCC on arrival');
  });
});
