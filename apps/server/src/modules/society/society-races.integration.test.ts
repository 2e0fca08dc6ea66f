import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import {
  memberOfTier,
  seatsOf,
  setLocalTime,
  societyClient,
  societyMailsTo,
  societyStaff,
} from '../../test/society-fixtures';
import {
  createTestApp,
  databaseKinds,
  type TestApp,
  twoInstancesOnPostgres,
} from '../../test/test-app';

const RACES = 20;
const NAMES =
  'Ama Bongi Carel Dineo Emma Fikile Gugu Hanna Imka Jabu Kefi Lerato Mpho Naledi Olwethu Palesa Quinn Refilwe Sipho Thabo'.split(
    ' ',
  );

const codesOf = (answers: { statusCode: number }[]) => answers.map((res) => res.statusCode);

/** The same member on instance b: their session works on any instance. */
const onB = (b: TestApp, member: Awaited<ReturnType<typeof memberOfTier>>) =>
  societyClient(b, member.session);

/** The races of issue 30, on one instance (a, a) or two (a, b) over one database. */
function raceSuite(instances: () => [TestApp, TestApp]) {
  it(`redeems one perk once when one member sends ${RACES} redemptions at once`, async () => {
    const [a, b] = instances();
    setLocalTime(a, '2026-07-10T10:00:00');
    setLocalTime(b, '2026-07-10T10:00:00');
    const staff = await societyStaff(a);
    const perk = await staff.addPerk({ tier: 'gold', stock: 5 });
    const member = await memberOfTier(a, 'gold');
    const answers = await Promise.all(
      Array.from({ length: RACES }, (_, i) => (i % 2 ? onB(b, member) : member).redeem(perk.id)),
    );
    const codes = codesOf(answers).toSorted();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(RACES - 1);
    for (const res of answers.filter((x) => x.statusCode === 409)) {
      expect(res.json()).toMatchObject({ code: 'PERK_ALREADY_REDEEMED' });
    }
    const [row] = rowsOf<{ stock: number; n: number }>(
      await a.db.execute(sql`select p.stock_remaining as stock,
        (select count(*)::int from perk_redemptions r where r.perk_id = p.id) as n
        from society_perks p where p.id = ${perk.id}`),
    );
    expect({ stock: Number(row!.stock), n: Number(row!.n) }).toEqual({ stock: 4, n: 1 });
  });

  it(`never takes a limited stock below zero with ${RACES} members redeeming at once`, async () => {
    const [a, b] = instances();
    setLocalTime(a, '2026-07-10T10:00:00');
    setLocalTime(b, '2026-07-10T10:00:00');
    const staff = await societyStaff(a);
    const perk = await staff.addPerk({ tier: 'trial', stock: 3 });
    const members = await Promise.all(NAMES.map((name) => memberOfTier(a, 'gold', name)));
    const answers = await Promise.all(
      members.map((member, i) => (i % 2 ? onB(b, member) : member).redeem(perk.id)),
    );
    const codes = codesOf(answers);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(RACES - 3);
    for (const res of answers.filter((x) => x.statusCode === 409)) {
      expect(res.json()).toMatchObject({ code: 'PERK_OUT_OF_STOCK' });
    }
    const [row] = rowsOf<{ stock: number }>(
      await a.db.execute(
        sql`select stock_remaining as stock from society_perks where id = ${perk.id}`,
      ),
    );
    expect(Number(row!.stock)).toBe(0);
  });

  it(`gives the last seat to exactly one of ${RACES} members RSVPing at once`, async () => {
    const [a, b] = instances();
    setLocalTime(a, '2026-07-10T10:00:00');
    setLocalTime(b, '2026-07-10T10:00:00');
    const staff = await societyStaff(a);
    const event = await staff.addEvent({ capacity: 3 });
    const early = await Promise.all(['Zola', 'Yusuf'].map((name) => memberOfTier(a, 'gold', name)));
    for (const member of early) expect((await member.rsvp(event.id)).statusCode).toBe(201);
    const members = await Promise.all(NAMES.map((name) => memberOfTier(a, 'platinum', name)));
    const answers = await Promise.all(
      members.map((member, i) => (i % 2 ? onB(b, member) : member).rsvp(event.id)),
    );
    const codes = codesOf(answers);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(RACES - 1);
    for (const res of answers.filter((x) => x.statusCode === 409)) {
      expect(res.json()).toMatchObject({ code: 'EVENT_FULL', message: expect.any(String) });
    }
    const seats = await seatsOf(a, event.id);
    expect(seats.attendees).toBe(3);
    expect(seats.registered).toHaveLength(3);
  });

  it(`keeps one member to one seat when they RSVP ${RACES} times at once`, async () => {
    const [a, b] = instances();
    setLocalTime(a, '2026-07-10T10:00:00');
    setLocalTime(b, '2026-07-10T10:00:00');
    const staff = await societyStaff(a);
    const event = await staff.addEvent({ capacity: 50 });
    const member = await memberOfTier(a, 'gold');
    const answers = await Promise.all(
      Array.from({ length: RACES }, (_, i) => (i % 2 ? onB(b, member) : member).rsvp(event.id)),
    );
    expect(codesOf(answers).filter((code) => code === 201)).toHaveLength(1);
    expect(codesOf(answers).filter((code) => code === 409)).toHaveLength(RACES - 1);
    expect((await seatsOf(a, event.id)).attendees).toBe(1);
    expect(await societyMailsTo(a, member.email)).toHaveLength(1);
  });

  it('promotes each waiting member exactly once when two seats free at once', async () => {
    const [a, b] = instances();
    setLocalTime(a, '2026-07-10T10:00:00');
    setLocalTime(b, '2026-07-10T10:00:00');
    const staff = await societyStaff(a);
    const event = await staff.addEvent({ capacity: 2 });
    const [x, y, ...line] = await Promise.all(
      NAMES.slice(0, 6).map((name) => memberOfTier(a, 'black', name)),
    );
    await x!.rsvp(event.id);
    await y!.rsvp(event.id);
    for (const member of line) expect((await member.joinWaitlist(event.id)).statusCode).toBe(201);
    const cancels = await Promise.all([x!.cancel(event.id), onB(b, y!).cancel(event.id)]);
    expect(codesOf(cancels)).toEqual([200, 200]);
    const seats = await seatsOf(a, event.id);
    expect(seats).toEqual({
      attendees: 2,
      registered: [line[0]!.id, line[1]!.id],
      waitlisted: [line[2]!.id, line[3]!.id],
    });
    for (const [index, member] of line.entries()) {
      const told = (await societyMailsTo(a, member.email)).map((mail) => mail.kind);
      expect(told, member.email).toEqual(index < 2 ? ['society.seat_freed'] : []);
    }
  });
}

describe.each(databaseKinds)('Society races on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  raceSuite(() => [t, t]);
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'Society races across two instances on one PostgreSQL',
  () => {
    let instances: Awaited<ReturnType<typeof twoInstancesOnPostgres>>;
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      instances = await twoInstancesOnPostgres({ poolSize: 4 });
      a = instances.a;
      b = instances.b;
    });
    afterAll(() => instances?.close());
    raceSuite(() => [a, b]);
  },
);
