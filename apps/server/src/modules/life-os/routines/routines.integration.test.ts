import { ROUTINES_MAX } from '@aurum/shared/life-os/routines';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client';
import {
  lifeOsMemberAt,
  lifeOsSignInAt,
  NOT_A_UUID,
  SOMEONE_ELSES,
} from '../../../test/life-os-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app';
import { onTwoInstances } from '../../../test/two-instances';

describe.each(databaseKinds)('Life OS routines on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const completionDays = async (routineId: string) =>
    rowsOf<{ day: string }>(
      await t.db.execute(
        sql`select to_char(day, 'YYYY-MM-DD') as day from routine_completions where routine_id = ${routineId} order by day`,
      ),
    ).map((row) => row.day);

  it('creates with the defaults, edits, lists active first, and deletes', async () => {
    const member = await lifeOsMemberAt(t, '2026-05-04T09:00:00');
    const walk = await member.addRoutine({ name: ' Morning walk ' });
    expect(walk).toMatchObject({
      name: 'Morning walk',
      time: '08:00',
      is_active: true,
      reminder: true,
      completed_today: false,
      confidence_score: 0.5,
      next_action: '',
      streak: 0,
      created_at: '2026-05-04T07:00:00.000Z',
    });
    const read = await member.addRoutine({
      name: 'Read',
      time: '21:30',
      next_action: 'Chapter 3',
      reminder: false,
    });
    const paused = await member.addRoutine({ name: 'Stretch', time: '06:00', is_active: false });
    expect((await member.routines()).map((r) => r.name)).toEqual([
      'Morning walk',
      'Read',
      'Stretch',
    ]);
    const changed = await member.changeRoutine(read.id, { time: '07:15', next_action: '' });
    expect(changed).toMatchObject({ time: '07:15', next_action: '', reminder: false });
    expect((await member.routines()).map((r) => r.id)).toEqual([read.id, walk.id, paused.id]);
    expect((await member.call('DELETE', `/api/life-os/routines/${read.id}`)).statusCode).toBe(204);
    expect((await member.call('DELETE', `/api/life-os/routines/${read.id}`)).statusCode).toBe(404);
    expect((await member.routines()).map((r) => r.id)).toEqual([walk.id, paused.id]);
  });

  it("completes in the member's day, once a day, with streak and confidence", async () => {
    // Friday 29 May 2026: created.
    const { email, ...first } = await lifeOsMemberAt(t, '2026-05-29T07:00:00');
    const routine = await first.addRoutine({ name: 'Journal', time: '23:30' });
    const done = await first.completeRoutine(routine.id);
    expect(done).toMatchObject({ completed_today: true, streak: 1, confidence_score: 0.5 });
    // Saturday: done. Sunday 31 May at 23:30 (21:30 UTC): still Sunday.
    await (await lifeOsSignInAt(t, email, '2026-05-30T12:00:00')).completeRoutine(routine.id);
    let member = await lifeOsSignInAt(t, email, '2026-05-31T23:30:00');
    expect(await member.completeRoutine(routine.id)).toMatchObject({
      completed_today: true,
      streak: 3,
      confidence_score: 1,
    });
    expect(await completionDays(routine.id)).toEqual(['2026-05-29', '2026-05-30', '2026-05-31']);
    // Monday 1 June at 00:30 (still 31 May in UTC): a new day, still open, the run stands.
    member = await lifeOsSignInAt(t, email, '2026-06-01T00:30:00');
    expect((await member.routines())[0]).toMatchObject({
      completed_today: false,
      streak: 3,
      confidence_score: 1,
    });
    expect(await member.completeRoutine(routine.id)).toMatchObject({ streak: 4 });
    expect(await completionDays(routine.id)).toContain('2026-06-01');
    // Not done after all, then the next day missed: the run ended.
    expect(await member.undoRoutine(routine.id)).toMatchObject({
      completed_today: false,
      streak: 3,
    });
    member = await lifeOsSignInAt(t, email, '2026-06-02T10:00:00');
    // 29-31 May done, 1 June missed, 2 June open: 3 of 4 days.
    expect((await member.routines())[0]).toMatchObject({ streak: 0, confidence_score: 0.75 });
    expect(await member.undoRoutine(routine.id)).toMatchObject({ completed_today: false });
  });

  it('records one completion for 20 parallel calls, none failing', async () => {
    const member = await lifeOsMemberAt(t, '2026-05-04T09:00:00');
    const routine = await member.addRoutine({ name: 'Water' });
    const results = await onTwoInstances(t, () =>
      Promise.all(
        Array.from({ length: 20 }, () =>
          member.call('POST', `/api/life-os/routines/${routine.id}/completion`),
        ),
      ),
    );
    expect(results.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect(await completionDays(routine.id)).toEqual(['2026-05-04']);
  });

  it('answers bad input with 400 and bad ids with 404, never 500', async () => {
    const member = await lifeOsMemberAt(t, '2026-05-04T09:00:00');
    const routine = await member.addRoutine({ name: 'Meditate' });
    for (const body of [
      {},
      { name: '   ' },
      { name: 'x', time: '8:00' },
      { name: 'x', time: '24:00' },
      { name: 'x', is_active: 'yes' },
      { name: 'x', reminder: 1 },
      { name: 'x'.repeat(81) },
      { name: 'x', next_action: 'y'.repeat(161) },
    ]) {
      const res = await member.call('POST', '/api/life-os/routines', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    const time = await member.call('PATCH', `/api/life-os/routines/${routine.id}`, { time: '7pm' });
    expect(time.json()).toMatchObject({ message: 'Time must be a time like 07:30' });
    expect((await member.call('PATCH', `/api/life-os/routines/${routine.id}`, {})).statusCode).toBe(
      400,
    );
    for (const [method, path] of [
      ['PATCH', `/api/life-os/routines/${NOT_A_UUID}`],
      ['POST', `/api/life-os/routines/${NOT_A_UUID}/completion`],
      ['DELETE', `/api/life-os/routines/${NOT_A_UUID}/completion`],
      ['DELETE', `/api/life-os/routines/${NOT_A_UUID}`],
    ] as const) {
      const res = await member.call(method, path, method === 'PATCH' ? { name: 'x' } : undefined);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Routine not found' });
    }
  });

  it("never reads or changes another member's routines", async () => {
    const owner = await lifeOsMemberAt(t, '2026-05-04T09:00:00');
    const other = await lifeOsMemberAt(t, '2026-05-04T09:00:00');
    const routine = await owner.addRoutine({ name: 'Private' });
    await owner.completeRoutine(routine.id);
    expect(await other.routines()).toEqual([]);
    for (const id of [routine.id, SOMEONE_ELSES]) {
      for (const [method, path, body] of [
        ['PATCH', `/api/life-os/routines/${id}`, { name: 'Mine now' }],
        ['POST', `/api/life-os/routines/${id}/completion`, undefined],
        ['DELETE', `/api/life-os/routines/${id}/completion`, undefined],
        ['DELETE', `/api/life-os/routines/${id}`, undefined],
      ] as const) {
        const res = await other.call(method, path, body);
        expect(res.statusCode, `${method} ${path}`).toBe(404);
      }
    }
    expect(await owner.routines()).toMatchObject([
      { id: routine.id, name: 'Private', completed_today: true },
    ]);
    expect(await completionDays(routine.id)).toEqual(['2026-05-04']);
  });

  it('keeps at most ROUTINES_MAX routines, also under 20 parallel creates', async () => {
    const member = await lifeOsMemberAt(t, '2026-05-04T09:00:00');
    const first = await member.addRoutine({ name: 'Routine 0', reminder: false });
    const [{ user_id }] = rowsOf<{ user_id: string }>(
      await t.db.execute(sql`select user_id from routines where id = ${first.id}`),
    ) as [{ user_id: string }];
    const room = 3;
    await t.db.execute(sql`insert into routines (user_id, name, reminder, created_at, updated_at)
      select ${user_id}, 'Routine ' || n, false, now(), now()
      from generate_series(1, ${ROUTINES_MAX - room - 1}) as n`);
    const results = await onTwoInstances(t, () =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          member.call('POST', '/api/life-os/routines', { name: `Race ${i}`, reminder: false }),
        ),
      ),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(room);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20 - room);
    expect(results.find((res) => res.statusCode === 409)!.json()).toEqual({
      code: 'ROUTINES_LIMIT',
      message: `You can keep at most ${ROUTINES_MAX} routines`,
    });
    expect(await member.routines()).toHaveLength(ROUTINES_MAX);
  });
});
