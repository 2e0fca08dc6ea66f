import {
  PERK_UNAVAILABLE,
  SOCIETY_ERRORS,
  type Perk,
} from '@aurum/shared/society/society-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { signedInAs } from '../../test/admin-fixtures';
import {
  memberOfTier,
  setBirthday,
  setLocalTime,
  signedInAgainAt,
  societyStaff,
} from '../../test/society-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

const byTitle = (perks: Perk[], title: string) => perks.find((perk) => perk.title === title)!;

describe.each(databaseKinds)('Society perks on %s', (kind) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof societyStaff>>;
  const titles = {
    trial: 'Everyone perk',
    gold: 'Gold perk',
    platinum: 'Platinum perk',
    black: 'Black perk',
    spa: 'Birthday spa',
  };
  beforeAll(async () => {
    t = await createTestApp(kind);
    setLocalTime(t, '2026-07-10T10:00:00');
    staff = await societyStaff(t);
    for (const tier of ['trial', 'gold', 'platinum', 'black'] as const) {
      await staff.addPerk({ title: titles[tier], tier });
    }
    await staff.addPerk({
      title: titles.spa,
      tier: 'platinum',
      category: 'birthday',
      fulfilment: 'concierge',
      value: 'Complimentary spa day',
    });
  });
  afterAll(() => t.close());

  it('opens perks by tier exactly as spec 02 section 6 says', async () => {
    setLocalTime(t, '2026-07-10T10:00:00');
    const expected: Record<string, string[]> = {
      trial: [titles.trial],
      gold: [titles.trial, titles.gold],
      platinum: [titles.trial, titles.gold, titles.platinum],
      black: [titles.trial, titles.gold, titles.platinum, titles.black],
    };
    for (const tier of ['trial', 'gold', 'platinum', 'black'] as const) {
      const member = await memberOfTier(t, tier);
      const perks = await member.perks();
      const open = perks
        .filter((perk) => perk.is_available && perk.title !== titles.spa)
        .map((perk) => perk.title);
      expect(open.toSorted(), tier).toEqual(expected[tier]!.toSorted());
      // What is shown but closed says why.
      if (tier === 'gold') {
        expect(byTitle(perks, titles.platinum).unavailable_reason).toBe(
          PERK_UNAVAILABLE.tier('platinum'),
        );
      }
    }
  });

  it("refuses a member's direct redemption of a perk above their tier, whatever they send", async () => {
    setLocalTime(t, '2026-07-10T10:00:00');
    const perks = await (await memberOfTier(t, 'black')).perks();
    const trial = await memberOfTier(t, 'trial');
    for (const title of [titles.gold, titles.platinum, titles.black, titles.spa]) {
      const res = await trial.call(
        'POST',
        `/api/society/perks/${byTitle(perks, title).id}/redemption`,
        {
          tier: 'black',
          membership_tier: 'black',
          is_available: true,
        },
      );
      expect(res.statusCode, title).toBe(403);
      expect(res.json()).toMatchObject({ code: 'PERK_NOT_AVAILABLE' });
    }
    const gold = await memberOfTier(t, 'gold');
    expect((await gold.redeem(byTitle(perks, titles.platinum).id)).statusCode).toBe(403);
    expect((await gold.redeem(byTitle(perks, titles.gold).id)).statusCode).toBe(201);
    expect((await trial.redeem(byTitle(perks, titles.trial).id)).statusCode).toBe(201);
    const [{ n }] = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from perk_redemptions where user_id = ${trial.id}`,
      ),
    ) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('gives the birthday spa perk to platinum and black only, in the birthday month', async () => {
    setLocalTime(t, '2026-07-10T10:00:00');
    const platinum = await memberOfTier(t, 'platinum');
    const spaId = byTitle(await platinum.perks(), titles.spa).id;

    // No birthday on the profile: not available, and it says why.
    expect(byTitle(await platinum.perks(), titles.spa)).toMatchObject({
      is_available: false,
      unavailable_reason: PERK_UNAVAILABLE.noBirthday,
    });
    expect((await platinum.redeem(spaId)).json()).toMatchObject({
      message: PERK_UNAVAILABLE.noBirthday,
    });

    await setBirthday(t, platinum, '1988-03-21');
    expect(byTitle(await platinum.perks(), titles.spa).unavailable_reason).toBe(
      PERK_UNAVAILABLE.notBirthdayMonth('March'),
    );
    expect((await platinum.redeem(spaId)).statusCode).toBe(403);

    await setBirthday(t, platinum, '1988-07-30');
    expect(byTitle(await platinum.perks(), titles.spa).is_available).toBe(true);

    const gold = await memberOfTier(t, 'gold');
    await setBirthday(t, gold, '1990-07-02');
    expect(byTitle(await gold.perks(), titles.spa).unavailable_reason).toBe(
      PERK_UNAVAILABLE.birthdayTier,
    );
    expect((await gold.redeem(spaId)).statusCode).toBe(403);

    const black = await memberOfTier(t, 'black');
    await setBirthday(t, black, '1979-07-15');
    expect(byTitle(await black.perks(), titles.spa).is_available).toBe(true);

    // Redeemed: the concierge follows up through a filed request.
    const res = await platinum.redeem(spaId);
    expect(res.statusCode, res.body).toBe(201);
    const perk = res.json() as Perk;
    expect(perk).toMatchObject({ is_redeemed: true, is_available: false });
    expect(perk.redemption).toMatchObject({ code: null, request_id: expect.any(String) });
    expect(perk.redemption!.how_to_use).toMatch(/concierge will be in touch/);
    const request = await platinum.call(
      'GET',
      `/api/service-requests/${perk.redemption!.request_id}`,
    );
    expect(request.statusCode, request.body).toBe(200);
    expect(request.json()).toMatchObject({ description: `Society perk: ${titles.spa}` });
    // Once a year for a birthday perk.
    expect((await platinum.redeem(spaId)).json()).toMatchObject({
      code: 'PERK_ALREADY_REDEEMED',
      message: SOCIETY_ERRORS.alreadyRedeemed,
    });
  });

  it('redeems once: a code to show, the button state after, the stock taken', async () => {
    setLocalTime(t, '2026-07-10T10:00:00');
    const limited = await staff.addPerk({ tier: 'gold', stock: 2, value: '15% off' });
    const a = await memberOfTier(t, 'gold');
    const res = await a.redeem(limited.id);
    expect(res.statusCode, res.body).toBe(201);
    const perk = res.json() as Perk;
    expect(perk.redemption!.code).toMatch(/^AUR-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(perk.redemption!.how_to_use).toContain(perk.redemption!.code);
    expect(perk).toMatchObject({ is_redeemed: true, is_available: false, stock_remaining: 1 });
    expect(byTitle(await a.perks(), limited.title)).toMatchObject({
      is_redeemed: true,
      redemption: { code: perk.redemption!.code },
    });
    expect((await a.redeem(limited.id)).statusCode).toBe(409);

    const b = await memberOfTier(t, 'gold');
    // A's redemption is A's: B sees the perk open, with no code.
    expect(byTitle(await b.perks(), limited.title)).toMatchObject({
      is_redeemed: false,
      is_available: true,
      redemption: null,
    });
    expect((await b.redeem(limited.id)).statusCode).toBe(201);
    const c = await memberOfTier(t, 'gold');
    expect(byTitle(await c.perks(), limited.title)).toMatchObject({
      is_available: false,
      stock_remaining: 0,
      unavailable_reason: PERK_UNAVAILABLE.outOfStock,
    });
    expect((await c.redeem(limited.id)).json()).toMatchObject({
      code: 'PERK_OUT_OF_STOCK',
      message: SOCIETY_ERRORS.outOfStock,
    });
  });

  it('lets a monthly perk be redeemed again next month, not this month', async () => {
    setLocalTime(t, '2026-07-10T10:00:00');
    const monthly = await staff.addPerk({ tier: 'gold', category: 'monthly' });
    const member = await memberOfTier(t, 'gold');
    expect((await member.redeem(monthly.id)).statusCode).toBe(201);
    expect((await member.redeem(monthly.id)).statusCode).toBe(409);
    const lastEvening = await signedInAgainAt(t, member, '2026-07-31T23:30:00');
    expect((await lastEvening.redeem(monthly.id)).statusCode).toBe(409);
    // 22:30 UTC on 31 July is already August in Johannesburg.
    const nextMonth = await signedInAgainAt(t, member, '2026-08-01T00:30:00');
    expect((await nextMonth.redeem(monthly.id)).statusCode).toBe(201);
  });

  it('hides retired and expired perks; staff edit, retire and restore them', async () => {
    setLocalTime(t, '2026-07-10T10:00:00');
    const perk = await staff.addPerk({ tier: 'trial', expires_at: '2026-07-10' });
    const member = await memberOfTier(t, 'trial');
    expect((await member.perks()).map((p) => p.title)).toContain(perk.title);
    const edited = await staff.patch(`/society/perks/${perk.id}`, { value: '20% off' });
    expect(edited.json()).toMatchObject({ value: '20% off' });
    expect((await staff.post(`/society/perks/${perk.id}/retire`)).json()).toMatchObject({
      retired: true,
    });
    expect((await member.perks()).map((p) => p.title)).not.toContain(perk.title);
    expect((await member.redeem(perk.id)).statusCode).toBe(404);
    await staff.post(`/society/perks/${perk.id}/restore`);
    const after = await signedInAgainAt(t, member, '2026-07-11T10:00:00');
    expect((await after.perks()).map((p) => p.title)).not.toContain(perk.title);
  });

  it('answers bad input with 4xx and a message, never 500', async () => {
    setLocalTime(t, '2026-07-10T10:00:00');
    const member = await memberOfTier(t, 'gold');
    for (const id of ['nope', '00000000-0000-0000-0000-000000000000', "1'or'1"]) {
      const res = await member.redeem(encodeURIComponent(id));
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ message: SOCIETY_ERRORS.perkNotFound });
    }
    const bad = [
      {},
      { title: 'x', description: 'y', category: 'weekly', tier: 'gold', value: 'v' },
      { title: 'x', description: 'y', category: 'monthly', tier: 'diamond', value: 'v' },
      { title: 'x', description: 'y', category: 'monthly', tier: 'gold', value: 'v', stock: -1 },
      { title: 'x', description: 'y', category: 'monthly', tier: 'gold', value: 'v', stock: 1.5 },
      { title: '', description: 'y', category: 'monthly', tier: 'gold', value: 'v' },
      {
        title: 'x',
        description: 'y',
        category: 'monthly',
        tier: 'gold',
        value: 'v',
        expires_at: '2026-02-30',
      },
    ];
    for (const body of bad) {
      const res = await staff.post('/society/perks', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    const twin = await staff.post('/society/perks', {
      title: titles.gold,
      description: 'y',
      category: 'monthly',
      tier: 'gold',
      value: 'v',
    });
    expect(twin.statusCode).toBe(409);
  });

  it('admits only members to the perk routes and only staff to the catalogue', async () => {
    setLocalTime(t, '2026-07-10T10:00:00');
    const perkId = byTitle(await (await memberOfTier(t, 'black')).perks(), titles.trial).id;
    for (const [method, url] of [
      ['GET', '/api/society/perks'],
      ['POST', `/api/society/perks/${perkId}/redemption`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
      for (const role of ['provider', 'staff'] as const) {
        const other = await signedInAs(t, role);
        const res = await t.app.inject({ method, url, headers: other.headers });
        expect(res.statusCode, `${role} ${url}`).toBe(403);
      }
    }
    const member = await memberOfTier(t, 'black');
    const provider = await signedInAs(t, 'provider');
    for (const headers of [member.headers(), provider.headers]) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/admin/society/perks', headers }))
          .statusCode,
      ).toBe(403);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/society/perks/${perkId}/retire`,
        headers,
      });
      expect(res.statusCode).toBe(403);
    }
  });
});
