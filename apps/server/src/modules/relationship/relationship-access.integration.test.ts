import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invitationTokenTo,
  partnersIn,
  type RelationshipClient,
  relationshipMember,
  relationshipProvider,
} from '../../test/relationship-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

/** Every endpoint of a space, with a body where it needs one. */
function spaceEndpoints(spaceId: string, ids: { event: string; idea: string; conflict: string }) {
  const space = `/api/relationship/spaces/${spaceId}`;
  return [
    ['GET', `${space}/events`, undefined],
    ['POST', `${space}/events`, { title: 'Sneaky', date: '2026-12-01', category: 'date' }],
    ['POST', `${space}/events/quality-time`, undefined],
    ['PATCH', `${space}/events/${ids.event}`, { title: 'Changed' }],
    ['DELETE', `${space}/events/${ids.event}`, undefined],
    ['GET', `${space}/ideas`, undefined],
    ['POST', `${space}/ideas`, { title: 'x', category: 'gift', effort_level: 'low' }],
    ['PATCH', `${space}/ideas/${ids.idea}`, { title: 'Changed' }],
    ['DELETE', `${space}/ideas/${ids.idea}`, undefined],
    ['POST', `${space}/ideas/${ids.idea}/concierge-request`, undefined],
    ['GET', `${space}/conflicts`, undefined],
    ['POST', `${space}/conflicts`, { issue_summary: 'x' }],
    ['PUT', `${space}/conflicts/${ids.conflict}/perspective`, { perspective: 'x' }],
    ['POST', `${space}/conflicts/${ids.conflict}/resolution`, undefined],
    ['POST', `${space}/end`, undefined],
  ] as const;
}

async function refusedEverywhere(
  who: RelationshipClient,
  spaceId: string,
  ids: { event: string; idea: string; conflict: string },
  statuses: number[],
) {
  for (const [method, path, body] of spaceEndpoints(spaceId, ids)) {
    const res = await who.call(method, path, body);
    expect(statuses, `${method} ${path}: ${res.body}`).toContain(res.statusCode);
    expect(res.json()).toHaveProperty('code');
  }
}

describe.each(databaseKinds)('the relationship space is the two partners’ only, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function furnished() {
    const couple = await partnersIn(t);
    const { a, spaceId } = couple;
    const event = await a.addEvent(spaceId, {
      title: 'Dinner at La Colombe',
      date: '2026-12-12',
      time: '19:30',
      category: 'date',
    });
    const idea = await a.addIdea(spaceId, {
      title: 'Hot-air balloon at sunrise',
      category: 'date_idea',
      effort_level: 'high',
      budget_rand: 6000,
    });
    const conflict = await a.addConflict(spaceId, 'Weekend plans');
    const ids = { event: event.id, idea: idea.id, conflict: conflict.id };
    return { ...couple, ids };
  }

  it('a third member, a provider and a visitor see nothing on any endpoint', async () => {
    const { a, b, spaceId, ids } = await furnished();
    const third = await relationshipMember(t, 'Nosy Neighbour');
    await refusedEverywhere(third, spaceId, ids, [404]);
    expect(await third.overview()).toEqual({ space_id: null, partner: null, invitations: [] });
    const provider = await relationshipProvider(t);
    await refusedEverywhere(provider, spaceId, ids, [403]);
    expect((await provider.call('GET', '/api/relationship')).statusCode).toBe(403);
    expect((await provider.invite('x@example.co.za')).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/relationship/spaces/${spaceId}/events`,
    });
    expect(anonymous.statusCode).toBe(401);
    // Nothing changed for the two.
    expect((await b.events(spaceId)).map((e) => e.title)).toEqual(['Dinner at La Colombe']);
    expect((await a.ideas(spaceId)).map((i) => i.title)).toEqual(['Hot-air balloon at sunrise']);
    expect(await b.conflicts(spaceId)).toHaveLength(1);
  });

  it('once the link ends, neither former partner sees anything of the space', async () => {
    const { a, b, spaceId, ids } = await furnished();
    expect((await b.end(spaceId)).statusCode).toBe(204);
    for (const former of [a, b]) {
      await refusedEverywhere(former, spaceId, ids, [404]);
      expect(await former.overview()).toMatchObject({ space_id: null, partner: null });
    }
    // A new link with someone else starts empty.
    const c = await relationshipMember(t);
    await a.invite(c.email);
    const accepted = await c.accept(await invitationTokenTo(t, c.email));
    const fresh = (accepted.json() as { space_id: string }).space_id;
    expect(fresh).not.toBe(spaceId);
    expect(await a.events(fresh)).toEqual([]);
    expect(await c.ideas(fresh)).toEqual([]);
    await refusedEverywhere(b, fresh, ids, [404]);
  });

  it('an item of one space is not reached through another space', async () => {
    const first = await furnished();
    const second = await furnished();
    for (const [method, path, body] of spaceEndpoints(second.spaceId, first.ids)) {
      if (
        !path.includes(first.ids.event) &&
        !path.includes(first.ids.idea) &&
        !path.includes(first.ids.conflict)
      )
        continue;
      const res = await second.a.call(method, path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await first.a.events(first.spaceId)).map((e) => e.title)).toEqual([
      'Dinner at La Colombe',
    ]);
  });
});
