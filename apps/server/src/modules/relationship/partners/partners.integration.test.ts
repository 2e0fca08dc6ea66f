import type { Session } from '@aurum/shared/auth/session';
import { RELATIONSHIP_TEXTS } from '@aurum/shared/relationship/relationship-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client';
import { signIn } from '../../../test/auth-fixtures';
import { mailsTo } from '../../../test/request-fixtures';
import {
  invitationTokenTo,
  partnersIn,
  relationshipClient,
  relationshipMember,
  signedInAgain,
} from '../../../test/relationship-fixtures';
import {
  createTestApp,
  databaseKinds,
  type TestApp,
  twoInstancesOnPostgres,
} from '../../../test/test-app';
import { onTwoInstances } from '../../../test/two-instances';

describe.each(databaseKinds)('relationship partners on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('invites by e-mail; the partner accepts once and both see each other', async () => {
    const a = await relationshipMember(t, 'Thandi Mokoena');
    const b = await relationshipMember(t, 'Sipho Dube');
    expect(await a.overview()).toEqual({ space_id: null, partner: null, invitations: [] });

    const sent = await a.invite(`  ${b.email.toUpperCase()} `, 'spouse');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ email: b.email, relationship_type: 'spouse' });
    const [mail] = await mailsTo(t, b.email);
    expect(mail!.subject).toBe('Thandi Mokoena invites you to share a relationship space on Aurum');
    expect(mail!.text).toMatch(/http:\/\/aurum\.test\/relationship\?invitation=[\w-]{43}/);
    expect((await a.overview()).invitations).toHaveLength(1);

    const token = await invitationTokenTo(t, b.email);
    const preview = await b.lookup(token);
    expect(preview.json()).toMatchObject({ inviter_name: 'Thandi Mokoena', email: b.email });
    const accepted = await b.accept(token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const mine = accepted.json() as Awaited<ReturnType<typeof b.overview>>;
    expect(mine.partner).toMatchObject({
      name: 'Thandi Mokoena',
      email: a.email,
      relationship_type: 'spouse',
      is_primary: true,
    });
    const theirs = await a.overview();
    expect(theirs).toMatchObject({ space_id: mine.space_id, invitations: [] });
    expect(theirs.partner).toMatchObject({ name: 'Sipho Dube', email: b.email });
    const [told] = await mailsTo(t, a.email);
    expect(told!.subject).toBe('Sipho Dube accepted your invitation');
    expect(told!.text).toContain('http://aurum.test/relationship');

    // Single use: the same link again is refused, whoever opens it.
    const again = await b.accept(token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({
      code: 'INVITATION_USED',
      message: 'This invitation has already been used.',
    });
    const c = await relationshipMember(t);
    expect((await c.accept(token)).statusCode).toBe(410);
    expect((await c.lookup(token)).statusCode).toBe(410);
  });

  it('answers the spec messages and never 500 for bad input', async () => {
    const a = await relationshipMember(t);
    for (const email of [undefined, '', '   ']) {
      const res = await a.call('POST', '/api/relationship/invitations', { email });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: RELATIONSHIP_TEXTS.emailRequiredDescription });
    }
    for (const email of ['not-an-email', 'a@b', 'two words@example.com']) {
      const res = await a.call('POST', '/api/relationship/invitations', { email });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: RELATIONSHIP_TEXTS.emailInvalid });
    }
    const self = await a.invite(a.email);
    expect(self.statusCode).toBe(400);
    const badType = await a.invite('x@example.co.za', 'cousin');
    expect(badType.statusCode).toBe(400);
    for (const token of [undefined, 'short', 'x'.repeat(44), 42]) {
      const res = await a.call('POST', '/api/relationship/invitations/accept', { token });
      expect(res.statusCode).toBe(400);
    }
    const unknown = await a.accept('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'INVITATION_NOT_FOUND' });
    expect((await a.call('DELETE', '/api/relationship/invitations/nope')).statusCode).toBe(404);
    expect((await a.call('POST', '/api/relationship/spaces/nope/end')).statusCode).toBe(404);
  });

  it('an invitation link expires, can be declined and withdrawn, and is not the sender’s', async () => {
    let a = await relationshipMember(t);
    let b = await relationshipMember(t);
    await a.invite(b.email);
    const token = await invitationTokenTo(t, b.email);
    expect((await a.accept(token)).json()).toMatchObject({ code: 'OWN_INVITATION' });

    t.clock.advance(7 * 24 * 60 * 60 - 60);
    b = await signedInAgain(t, b);
    expect((await b.lookup(token)).statusCode).toBe(200);
    t.clock.advance(61);
    a = await signedInAgain(t, a);
    b = await signedInAgain(t, b);
    const late = await b.accept(token);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ code: 'INVITATION_EXPIRED' });
    expect((await a.overview()).invitations).toEqual([]);

    await a.invite(b.email);
    const declined = await invitationTokenTo(t, b.email);
    expect(
      (await b.call('POST', '/api/relationship/invitations/decline', { token: declined }))
        .statusCode,
    ).toBe(204);
    expect((await b.accept(declined)).json()).toMatchObject({ code: 'INVITATION_CLOSED' });

    const sent = (await a.invite(b.email)).json() as { id: string };
    const withdrawn = await invitationTokenTo(t, b.email);
    expect((await b.call('DELETE', `/api/relationship/invitations/${sent.id}`)).statusCode).toBe(
      404,
    );
    expect((await a.call('DELETE', `/api/relationship/invitations/${sent.id}`)).statusCode).toBe(
      204,
    );
    expect((await b.accept(withdrawn)).json()).toMatchObject({ code: 'INVITATION_CLOSED' });

    // A newer invitation to the same address replaces the older one.
    await a.invite(b.email);
    const older = await invitationTokenTo(t, b.email);
    await a.invite(b.email);
    const newer = await invitationTokenTo(t, b.email);
    expect((await b.accept(older)).statusCode).toBe(410);
    expect((await b.accept(newer)).statusCode).toBe(200);
  });

  it('sends at most 20 invitations a day, also when 25 are sent at once', async () => {
    const a = await relationshipMember(t);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => a.invite(`friend.${i}.${Date.now()}@example.co.za`)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(answers.find((res) => res.statusCode === 429)!.json()).toEqual({
      code: 'INVITATIONS_LIMIT',
      message: 'You have sent 20 invitations in the last 24 hours. Please try again tomorrow.',
    });
  });

  it('keeps one primary partner: inviting or accepting while linked is refused', async () => {
    const { a, b, spaceId } = await partnersIn(t);
    const c = await relationshipMember(t);
    const refused = await a.invite(c.email);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ALREADY_PARTNERED' });
    await c.invite(b.email);
    const offer = await invitationTokenTo(t, b.email);
    expect((await b.accept(offer)).json()).toMatchObject({ code: 'ALREADY_PARTNERED' });

    // Once the link ends, both are free: the same invitation now works.
    expect((await a.end(spaceId)).statusCode).toBe(204);
    expect(await a.overview()).toMatchObject({ space_id: null, partner: null });
    expect(await b.overview()).toMatchObject({ space_id: null, partner: null });
    expect((await b.accept(offer)).statusCode).toBe(200);
    expect((await c.overview()).partner).toMatchObject({ email: b.email });
  });

  it('both partners ending the link at once, 20 times over: one ends it, the rest are 404', async () => {
    const { a, b, spaceId } = await partnersIn(t);
    await a.addEvent(spaceId, { title: 'Picnic', date: '2026-12-20', category: 'date' });
    const answers = await onTwoInstances(t, () =>
      Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? a : b).end(spaceId))),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 204)).toHaveLength(1);
    expect(statuses.filter((s) => s === 404)).toHaveLength(19);
    expect(await a.overview()).toMatchObject({ space_id: null, partner: null });
    expect(await b.overview()).toMatchObject({ space_id: null, partner: null });
  });

  it('20 parallel accepts of 20 invitations to one member link exactly one', async () => {
    const b = await relationshipMember(t);
    const inviters = await Promise.all(Array.from({ length: 20 }, () => relationshipMember(t)));
    const tokens: string[] = [];
    for (const inviter of inviters) {
      await inviter.invite(b.email);
      tokens.push(await invitationTokenTo(t, b.email));
    }
    const answers = await onTwoInstances(t, () =>
      Promise.all(tokens.map((token) => b.accept(token))),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const linked = await Promise.all(inviters.map((inviter) => inviter.overview()));
    expect(linked.filter((o) => o.partner)).toHaveLength(1);
  });

  it('20 members accepting one inviter’s invitations at once: one link', async () => {
    const a = await relationshipMember(t);
    const invitees = await Promise.all(Array.from({ length: 20 }, () => relationshipMember(t)));
    const tokens: string[] = [];
    for (const invitee of invitees) {
      await a.invite(invitee.email);
      tokens.push(await invitationTokenTo(t, invitee.email));
    }
    // The day's last invitation was the 20th: the 21st waits for tomorrow.
    const more = await a.invite('one.more@example.co.za');
    expect(more.statusCode).toBe(429);
    expect(more.json()).toMatchObject({ code: 'INVITATIONS_LIMIT' });
    const answers = await Promise.all(invitees.map((invitee, i) => invitee.accept(tokens[i]!)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The others are refused: the inviter is linked (409) or their invitation was withdrawn (410).
    expect(statuses.filter((s) => s === 409 || s === 410)).toHaveLength(19);
    const linked = await Promise.all(invitees.map((invitee) => invitee.overview()));
    expect(linked.filter((o) => o.partner)).toHaveLength(1);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('partners on two instances', () => {
  it('20 accepts and invites at once, split over two instances, link each member once', async () => {
    const pair = await twoInstancesOnPostgres({ poolSize: 6 });
    try {
      const { a: one, b: two } = pair;
      const b = await relationshipMember(one, 'Lerato Khumalo');
      const inviters = await Promise.all(Array.from({ length: 10 }, () => relationshipMember(one)));
      const tokens: string[] = [];
      for (const inviter of inviters) {
        await inviter.invite(b.email);
        tokens.push(await invitationTokenTo(one, b.email));
      }
      const onTwo = relationshipClient(two, await sessionOn(two, b.email), b.email);
      const invitersOnTwo = await Promise.all(
        inviters.map(async (inviter) =>
          relationshipClient(two, await sessionOn(two, inviter.email), inviter.email),
        ),
      );
      const answers = await Promise.all([
        ...tokens.map((token, i) => (i % 2 === 0 ? b : onTwo).accept(token)),
        // Meanwhile every inviter invites someone new, on the other instance.
        ...invitersOnTwo.map((inviter, i) =>
          inviter.invite(`someone.${i}.${Date.now()}@example.co.za`),
        ),
      ]);
      const accepts = answers.slice(0, 10).map((res) => res.statusCode);
      expect(accepts.filter((s) => s === 200)).toHaveLength(1);
      expect(accepts.filter((s) => s === 409 || s === 410)).toHaveLength(9);
      for (const res of answers.slice(10)) expect([201, 409]).toContain(res.statusCode);
      const links = rowsOf<{ n: number }>(
        await pair.database.db.execute(
          sql`select count(*)::int as n from partner_links where user_id = ${b.userId}`,
        ),
      );
      expect(links[0]!.n).toBe(1);
      const linkedInviters = await Promise.all(inviters.map((inviter) => inviter.overview()));
      expect(linkedInviters.filter((o) => o.partner)).toHaveLength(1);
    } finally {
      await pair.close();
    }
  });
});

async function sessionOn(t: TestApp, email: string) {
  const res = await signIn(t, email);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json() as Session;
}
