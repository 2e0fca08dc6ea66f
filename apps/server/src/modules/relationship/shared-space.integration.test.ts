import type { CalendarEntry } from '@aurum/shared/calendar/calendar-contract';
import { formatMoney } from '@aurum/shared/format/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { startFakeOpenAi, modelEnv } from '../../test/fake-openai';
import { partnersIn, type RelationshipClient } from '../../test/relationship-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { onTwoInstances } from '../../test/two-instances';

const calendarOf = async (t: TestApp, member: RelationshipClient, from: string, to: string) => {
  const res = await member.call('GET', `/api/calendar/events?from=${from}&to=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as CalendarEntry[]).filter((entry) => entry.kind === 'shared_event');
};

describe.each(databaseKinds)('the shared space on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('shared events: both partners add, change and see them, also in their calendars', async () => {
    // 10:00 on Thursday 3 December 2026 in Johannesburg.
    t.clock.set(new Date('2026-12-03T08:00:00Z'));
    const { a, b, spaceId } = await partnersIn(t);
    const dinner = await a.addEvent(spaceId, {
      title: '  Dinner at La Colombe ',
      description: 'Anniversary',
      date: '2026-12-12',
      time: '19:30',
      location: 'Constantia',
      category: 'date',
    });
    expect(dinner).toMatchObject({
      title: 'Dinner at La Colombe',
      date: '2026-12-12',
      time: '19:30',
      category: 'date',
      status: 'planned',
      created_by: { id: a.userId, name: 'Thandi Mokoena' },
    });
    expect(dinner.participants.map((p) => p.name).sort()).toEqual([
      'Sipho Mokoena',
      'Thandi Mokoena',
    ]);

    // One click: quality time 7 days ahead of the server's today, in the evening.
    const quality = await b.qualityTime(spaceId);
    expect(quality).toMatchObject({ category: 'quality_time', date: '2026-12-10', time: '19:00' });

    const confirmed = await b.call(
      'PATCH',
      `/api/relationship/spaces/${spaceId}/events/${dinner.id}`,
      {
        status: 'confirmed',
      },
    );
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', title: 'Dinner at La Colombe' });
    expect((await a.events(spaceId)).map((e) => [e.title, e.status])).toEqual([
      ['Quality time together', 'planned'],
      ['Dinner at La Colombe', 'confirmed'],
    ]);
    for (const partner of [a, b]) {
      const entries = await calendarOf(t, partner, '2026-12-01', '2026-12-31');
      expect(entries.map((e) => [e.date, e.time, e.title, e.status, e.editable])).toEqual([
        ['2026-12-10', '19:00', 'Quality time together', 'planned', false],
        ['2026-12-12', '19:30', 'Dinner at La Colombe', 'confirmed', false],
      ]);
    }

    for (const body of [
      {},
      { title: 'x', date: '2026-02-30', category: 'date' },
      { title: 'x', date: '2026-12-01', category: 'party' },
      { title: 'x', date: '2026-12-01', category: 'date', status: 'maybe' },
      { title: 'x', date: '2026-12-01', category: 'date', time: '25:00' },
      { title: 'x'.repeat(121), date: '2026-12-01', category: 'date' },
    ]) {
      const res = await a.call('POST', `/api/relationship/spaces/${spaceId}/events`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const path = `/api/relationship/spaces/${spaceId}/events/${quality.id}`;
    expect((await a.call('PATCH', path, {})).statusCode).toBe(400);
    expect((await a.call('DELETE', path)).statusCode).toBe(204);
    expect((await b.call('DELETE', path)).statusCode).toBe(404);

    // Ending the link takes the events out of both calendars.
    await a.end(spaceId);
    for (const partner of [a, b]) {
      expect(await calendarOf(t, partner, '2026-12-01', '2026-12-31')).toEqual([]);
    }
  });

  it('ideas: budget in rand, tags, and a concierge request one click away', async () => {
    const { a, b, spaceId } = await partnersIn(t);
    const idea = await a.addIdea(spaceId, {
      title: 'Weekend in the Winelands',
      description: 'Somewhere quiet near Franschhoek',
      category: 'date_idea',
      effort_level: 'medium',
      budget_rand: 8500,
      is_seasonal: true,
      tags: ['Wine', 'wine', 'Getaway'],
    });
    expect(idea).toMatchObject({
      budget_rand: 8500,
      is_seasonal: true,
      tags: ['wine', 'getaway'],
      concierge_request_id: null,
    });
    const renamed = await b.call('PATCH', `/api/relationship/spaces/${spaceId}/ideas/${idea.id}`, {
      title: 'A weekend in the Winelands',
    });
    expect(renamed.json()).toMatchObject({
      title: 'A weekend in the Winelands',
      tags: ['wine', 'getaway'],
      budget_rand: 8500,
    });
    const asked = await b.call(
      'POST',
      `/api/relationship/spaces/${spaceId}/ideas/${idea.id}/concierge-request`,
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const { request_id } = asked.json() as { request_id: string };
    const request = await b.call('GET', `/api/service-requests/${request_id}`);
    expect(request.statusCode, request.body).toBe(200);
    expect(request.json()).toMatchObject({
      service_type: 'event_planning',
      description: 'Date Idea for my partner: A weekend in the Winelands',
    });
    expect((request.json() as { special_requests: string }).special_requests).toContain(
      formatMoney(8500 * 100),
    );
    // Filed for the member who asked, not the other partner.
    expect((await a.call('GET', `/api/service-requests/${request_id}`)).statusCode).toBe(404);
    expect((await a.ideas(spaceId))[0]!.concierge_request_id).toBe(request_id);
    const twice = await a.call(
      'POST',
      `/api/relationship/spaces/${spaceId}/ideas/${idea.id}/concierge-request`,
    );
    expect(twice.statusCode).toBe(409);

    for (const body of [
      { title: 'x', category: 'holiday', effort_level: 'low' },
      { title: 'x', category: 'gift', effort_level: 'extreme' },
      { title: 'x', category: 'gift', effort_level: 'low', budget_rand: -1 },
      { title: 'x', category: 'gift', effort_level: 'low', budget_rand: 12.5 },
      { title: 'x', category: 'gift', effort_level: 'low', tags: 'wine' },
      {
        title: 'x',
        category: 'gift',
        effort_level: 'low',
        tags: Array(9)
          .fill('t')
          .map((t, i) => t + i),
      },
    ]) {
      const res = await a.call('POST', `/api/relationship/spaces/${spaceId}/ideas`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('conflicts: perspectives stay private until guidance, which blames no one', async () => {
    const { a, b, spaceId } = await partnersIn(t);
    const conflict = await a.addConflict(spaceId, 'How we spend our weekends');
    const mine = await a.writePerspective(
      spaceId,
      conflict.id,
      'He always plays golf on Saturdays and I never get time with him. I end up shouting.',
    );
    expect(mine).toMatchObject({
      my_perspective: expect.stringContaining('golf'),
      ai_guidance: null,
    });
    const [seenByB] = await b.conflicts(spaceId);
    expect(seenByB).toMatchObject({
      issue_summary: 'How we spend our weekends',
      my_perspective: null,
      partner_has_written: true,
      partner_perspective: null,
      ai_guidance: null,
    });
    expect(JSON.stringify(seenByB)).not.toContain('golf');

    const guided = await b.writePerspective(
      spaceId,
      conflict.id,
      'Golf is my one break in a hard week.',
    );
    expect(guided.ai_guidance).toMatchObject({ source: 'aurum' });
    const text = [guided.ai_guidance!.summary, ...guided.ai_guidance!.steps].join(' ');
    expect(text).toMatch(/soft/i);
    expect(text).toMatch(/repair attempt/i);
    expect(text).toMatch(/flooded/i);
    expect(text).not.toMatch(/your (partner|husband|wife) is (wrong|to blame)|fault/i);
    // The shouting put the pause first.
    expect(guided.ai_guidance!.steps[0]).toMatch(/pause/i);
    expect(guided.partner_perspective).toContain('golf');
    expect((await a.conflicts(spaceId))[0]!.partner_perspective).toContain('Golf is my one break');

    const late = await a.call(
      'PUT',
      `/api/relationship/spaces/${spaceId}/conflicts/${conflict.id}/perspective`,
      {
        perspective: 'Changed my mind',
      },
    );
    expect(late.statusCode).toBe(409);
    const resolved = await b.call(
      'POST',
      `/api/relationship/spaces/${spaceId}/conflicts/${conflict.id}/resolution`,
    );
    expect(resolved.json()).toMatchObject({ status: 'resolved', resolved_at: expect.any(String) });
    expect((await a.conflicts(spaceId))[0]!.status).toBe('resolved');

    // Sealed at rest: the words are not in the table.
    const rows = rowsOf<{ sealed_text: string }>(
      await t.db.execute(
        sql`select sealed_text from conflict_perspectives where conflict_id = ${conflict.id}`,
      ),
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.sealed_text).not.toContain('golf');
  });
});

describe.each(databaseKinds)('the shared space under parallel clicks on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('20 parallel concierge requests for one idea, from both partners, file one request', async () => {
    const { a, b, spaceId } = await partnersIn(t);
    const idea = await a.addIdea(spaceId, {
      title: 'Spa day',
      category: 'gesture',
      effort_level: 'low',
    });
    const path = `/api/relationship/spaces/${spaceId}/ideas/${idea.id}/concierge-request`;
    const answers = await onTwoInstances(t, () =>
      Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? a : b).call('POST', path))),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const [row] = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from service_requests where description like ${'%Spa day'}`,
      ),
    );
    expect(row!.n).toBe(1);
  });

  it('ends the link while both partners add and change rows at once: no 500, no row left (ADR 075)', async () => {
    const { a, b, spaceId } = await partnersIn(t);
    const space = `/api/relationship/spaces/${spaceId}`;
    const event = await a.addEvent(spaceId, {
      title: 'Dinner',
      date: '2030-01-18',
      category: 'date',
    });
    const answers = await onTwoInstances(t, () =>
      Promise.all([
        ...Array.from({ length: 6 }, (_, i) =>
          (i % 2 ? a : b).call('POST', `${space}/events`, {
            title: `Walk ${i}`,
            date: '2030-01-18',
            category: 'date',
          }),
        ),
        ...Array.from({ length: 6 }, (_, i) =>
          (i % 2 ? a : b).call('POST', `${space}/events/quality-time`),
        ),
        ...Array.from({ length: 6 }, (_, i) =>
          (i % 2 ? a : b).call('PATCH', `${space}/events/${event.id}`, { title: `Dinner ${i}` }),
        ),
        a.call('POST', `${space}/end`),
        b.call('POST', `${space}/end`),
      ]),
    );
    expect(answers.map((res) => res.statusCode).filter((status) => status >= 500)).toEqual([]);
    const ends = answers.slice(-2).map((res) => res.statusCode);
    expect(ends.sort()).toEqual([204, 404]);
    const [left] = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from shared_events where space_id = ${spaceId}`,
      ),
    );
    expect(left!.n).toBe(0);
  });

  it('both partners writing at once, 10 times each: no failure, guidance follows, both sides show', async () => {
    const { a, b, spaceId } = await partnersIn(t);
    const conflict = await a.addConflict(spaceId, 'Holidays');
    const path = `/api/relationship/spaces/${spaceId}/conflicts/${conflict.id}/perspective`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? a : b).call('PUT', path, { perspective: `Take ${i}` }),
      ),
    );
    for (const res of answers) expect([200, 409]).toContain(res.statusCode);
    const [seen] = await a.conflicts(spaceId);
    expect(seen!.ai_guidance).not.toBeNull();
    expect(seen!.partner_perspective).toMatch(/^Take \d+$/);
    expect(seen!.my_perspective).toMatch(/^Take \d+$/);
  });
});

describe('conflict guidance from the language model', () => {
  it('uses the model when configured and Aurum’s own guidance when it fails', async () => {
    const fake = await startFakeOpenAi();
    const t = await createTestApp('pglite', { env: modelEnv(fake.baseUrl) });
    try {
      const { a, b, spaceId } = await partnersIn(t);
      const first = await a.addConflict(spaceId, 'Money');
      await a.writePerspective(spaceId, first.id, 'We never plan a budget.');
      fake.answerWith({
        kind: 'stream',
        toolCall: {
          name: 'record_guidance',
          arguments: [
            JSON.stringify({
              summary: 'You both care about feeling secure.',
              steps: ['Each of you names one worry.', 'Agree on one small step this week.'],
            }),
          ],
        },
      });
      const guided = await b.writePerspective(spaceId, first.id, 'I feel watched about spending.');
      expect(guided.ai_guidance).toMatchObject({
        source: 'model',
        summary: 'You both care about feeling secure.',
      });
      const sent = JSON.stringify(fake.requests.at(-1));
      expect(sent).toContain('We never plan a budget.');
      expect(sent).toContain('I feel watched about spending.');

      const second = await a.addConflict(spaceId, 'Chores');
      await a.writePerspective(spaceId, second.id, 'The dishes pile up.');
      fake.answerWith({ kind: 'status', status: 500 });
      const fallback = await b.writePerspective(spaceId, second.id, 'I cook every night.');
      expect(fallback.ai_guidance).toMatchObject({ source: 'aurum' });
    } finally {
      await t.close();
      await fake.close();
    }
  });
});
