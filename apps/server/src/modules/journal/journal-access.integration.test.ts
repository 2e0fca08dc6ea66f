import { JOURNAL_ENTRY_MAX } from '@aurum/shared/journal/journal-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedMember } from '../../test/auth-fixtures';
import { journalClient, moodRowsOf } from '../../test/journal-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

const UNKNOWN_ID = '6f1c2b8e-3d4a-4e5f-9a0b-1c2d3e4f5a6b';
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(databaseKinds)('who reaches the journal, and what it refuses, on %s', (kind) => {
  let t: TestApp;
  let a: ReturnType<typeof journalClient>;
  let b: ReturnType<typeof journalClient>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(new Date('2026-05-12T08:00:00Z'));
    a = journalClient(t, (await confirmedMember(t)).session);
    b = journalClient(t, (await confirmedMember(t)).session);
  });
  afterAll(() => t.close());

  const expectRefusal = async (
    res: Promise<{ statusCode: number; json: () => unknown }>,
    status: number,
    label = '',
  ) => {
    const done = await res;
    expect(done.statusCode, label).toBe(status);
    expect(done.json(), label).toEqual(
      expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
    );
  };

  it('signed-out callers reach nothing', async () => {
    const routes: [string, string][] = [
      ['POST', '/api/journal/entries'],
      ['GET', '/api/journal/entries'],
      ['POST', `/api/journal/entries/${UNKNOWN_ID}/analysis`],
      ['DELETE', `/api/journal/entries/${UNKNOWN_ID}`],
      ['GET', '/api/journal/insights'],
      ['POST', '/api/mood/check-ins'],
      ['GET', '/api/mood/trends'],
    ];
    for (const [method, url] of routes) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        ...(method === 'POST' ? { payload: { content: 'x', mood: 5 } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("member B reads, analyses and deletes nothing of member A's (404, as for no entry)", async () => {
    const secret = await a.save('Only mine: the Hermanus weekend plan.');
    await a.checkIn({ mood: 2, activities: ['work'] });

    const listed = await b.page();
    expect(listed.entries).toEqual([]);
    await expectRefusal(b.call('POST', `/api/journal/entries/${secret.id}/analysis`), 404);
    await expectRefusal(b.call('DELETE', `/api/journal/entries/${secret.id}`), 404);
    const insights = await b.call('GET', '/api/journal/insights');
    expect(insights.body).not.toContain('Hermanus');
    const trends = await b.trends();
    expect(trends.month.readings).toBe(0);
    expect(trends.latest).toBeNull();

    // A's entry and its reading are untouched.
    expect((await a.page()).entries.map((e) => e.id)).toEqual([secret.id]);
    expect(await moodRowsOf(t, secret.id)).toHaveLength(1);
    expect((await a.trends()).month.readings).toBe(2);
    // A's cursor names a position, not an entry: B paging with it still sees only B's.
    await b.save('Mine, B.');
    const page = await b.page(`?cursor=${cursorOf(['2099-01-01 00:00:00+00', secret.id])}`);
    expect(page.entries.map((e) => e.content)).toEqual(['Mine, B.']);
  });

  it('refuses bad entries with 400 {code, message}', async () => {
    const bodies: [string, unknown][] = [
      ['no content', {}],
      ['blank', { content: '' }],
      ['only spaces', { content: '   \n\t ' }],
      ['too long', { content: 'a'.repeat(JOURNAL_ENTRY_MAX + 1) }],
      ['not text', { content: 42 }],
      ['unknown entry type', { content: 'Fine', entry_type: 'video' }],
      ['not an object', ['content']],
    ];
    for (const [label, payload] of bodies) {
      await expectRefusal(a.call('POST', '/api/journal/entries', payload), 400, label);
    }
  });

  it('refuses a bad limit or cursor with 400 {code, message}', async () => {
    const queries = [
      '?limit=0',
      '?limit=51',
      '?limit=2.5',
      '?limit=ten',
      '?limit=-1',
      '?cursor=not-a-cursor',
      `?cursor=${cursorOf(['yesterday', UNKNOWN_ID])}`,
      `?cursor=${cursorOf(['2026-05-12 08:00:00+00', 'not-a-uuid'])}`,
      `?cursor=${cursorOf(['2026-02-30 08:00:00+00', UNKNOWN_ID])}`,
      `?cursor=${'a'.repeat(201)}`,
    ];
    for (const query of queries) {
      await expectRefusal(a.call('GET', `/api/journal/entries${query}`), 400, query);
    }
  });

  it('refuses bad check-ins with 400 {code, message}', async () => {
    const bodies: [string, unknown][] = [
      ['no mood', {}],
      ['mood 0', { mood: 0 }],
      ['mood 11', { mood: 11 }],
      ['mood 5.5', { mood: 5.5 }],
      ['mood as text', { mood: '5' }],
      ['energy 0', { mood: 5, energy: 0 }],
      ['stress 11', { mood: 5, stress: 11 }],
      ['unknown activity', { mood: 5, activities: ['skydiving'] }],
      ['activities not a list', { mood: 5, activities: 'exercise' }],
      [
        'six activities',
        { mood: 5, activities: ['exercise', 'family', 'friends', 'work', 'sleep', 'music'] },
      ],
    ];
    for (const [label, payload] of bodies) {
      await expectRefusal(a.call('POST', '/api/mood/check-ins', payload), 400, label);
    }
  });

  it('answers a path that names no entry 404 {code, message}, never a 500', async () => {
    for (const id of ['not-a-uuid', '123', UNKNOWN_ID, `${UNKNOWN_ID}x`]) {
      await expectRefusal(a.call('POST', `/api/journal/entries/${id}/analysis`), 404, id);
      await expectRefusal(a.call('DELETE', `/api/journal/entries/${id}`), 404, id);
    }
  });
});
