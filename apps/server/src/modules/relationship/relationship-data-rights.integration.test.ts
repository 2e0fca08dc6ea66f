import { DELETION_GRACE_DAYS } from '@aurum/shared/data-rights/data-rights-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { GOOD_PASSWORD } from '../../test/auth-fixtures';
import { partnersIn, relationshipMember, signedInAgain } from '../../test/relationship-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

const GRACE_SECONDS = DELETION_GRACE_DAYS * 24 * 60 * 60;

describe.each(databaseKinds)('the relationship space in data rights on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('exports the link, invitations and what the member wrote, perspectives opened', async () => {
    const { a, b, spaceId } = await partnersIn(t);
    await a.addEvent(spaceId, { title: 'Picnic', date: '2026-12-20', category: 'date' });
    await b.addIdea(spaceId, { title: 'Star map print', category: 'gift', effort_level: 'low' });
    const conflict = await a.addConflict(spaceId, 'Holidays with family');
    await a.writePerspective(spaceId, conflict.id, 'I would like one Christmas at home.');
    const res = await a.call('GET', '/api/data-rights/export');
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json() as { data: { relationship: Record<string, unknown> } };
    expect(data.relationship).toMatchObject({
      partner: { name: 'Sipho Mokoena', email: b.email, is_primary: true },
      invitations: [{ direction: 'sent', email: b.email, status: 'accepted' }],
      space_memberships: [{ space_id: spaceId, kind: 'relationship', left_at: null }],
      shared_events: [{ title: 'Picnic' }],
      ideas: [],
      conflicts_started: [{ issue_summary: 'Holidays with family' }],
      perspectives: [{ perspective: 'I would like one Christmas at home.' }],
    });
    expect(JSON.stringify(data.relationship)).not.toContain('Star map');
  });

  it('a partner who deletes their account ends the link; the other keeps nothing of the space', async () => {
    const { a, b, spaceId } = await partnersIn(t);
    await a.addEvent(spaceId, { title: 'Picnic', date: '2026-12-20', category: 'date' });
    await b.addIdea(spaceId, { title: 'Star map print', category: 'gift', effort_level: 'low' });
    const conflict = await b.addConflict(spaceId, 'Chores');
    await b.writePerspective(spaceId, conflict.id, 'The dishes.');
    const c = await relationshipMember(t);
    await a.invite(c.email).catch(() => undefined);

    expect(
      (await b.call('POST', '/auth/v1/reauthenticate', { password: GOOD_PASSWORD })).statusCode,
    ).toBe(200);
    expect((await b.call('POST', '/api/data-rights/deletion', { confirm: true })).statusCode).toBe(
      200,
    );
    // During the grace period the link stands (a sign-in would restore the account).
    expect((await a.overview()).partner).toMatchObject({ email: b.email });
    t.clock.advance(GRACE_SECONDS + 1);
    expect(await t.services.dataRightsArea.deletion.purge(b.userId)).toBe(true);

    const again = await signedInAgain(t, a);
    expect(await again.overview()).toMatchObject({ space_id: null, partner: null });
    expect((await again.call('GET', `/api/relationship/spaces/${spaceId}/events`)).statusCode).toBe(
      404,
    );
    for (const table of [
      'shared_events',
      'relationship_ideas',
      'relationship_conflicts',
      'conflict_perspectives',
      'partner_links',
    ]) {
      const [row] = rowsOf<{ n: number }>(
        await t.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.raw(
            table === 'conflict_perspectives' || table === 'partner_links'
              ? 'user_id'
              : 'created_by',
          )} = ${b.userId}`,
        ),
      );
      expect(row!.n, table).toBe(0);
    }
    const [members] = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from space_members where user_id = ${b.userId}`,
      ),
    );
    expect(members!.n).toBe(0);
    // The remaining partner may link again.
    const d = await relationshipMember(t);
    expect((await again.invite(d.email)).statusCode).toBe(201);
  });
});
