import { GOALS_MAX } from '@aurum/shared/life-os/goals';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client';
import { lifeOsMemberAt, NOT_A_UUID, SOMEONE_ELSES } from '../../../test/life-os-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app';
import { onTwoInstances } from '../../../test/two-instances';

describe.each(databaseKinds)('Life OS goals on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('creates, lists, edits, completes and deletes a goal', async () => {
    const member = await lifeOsMemberAt(t, '2026-05-04T09:00:00');
    const goal = await member.addGoal({
      title: '  Run 100 km  ',
      type: 'fitness',
      target_value: 100,
      current_value: 25,
      deadline: '2026-05-31',
    });
    expect(goal).toMatchObject({
      title: 'Run 100 km',
      type: 'fitness',
      target_value: 100,
      current_value: 25,
      deadline: '2026-05-31',
      status: 'active',
      progress: 25,
      completed_at: null,
      created_at: '2026-05-04T07:00:00.000Z',
    });
    const saved = await member.addGoal({ title: 'Save', type: 'financial', target_value: 5000 });
    expect(saved).toMatchObject({ current_value: 0, deadline: null, progress: 0 });
    expect((await member.goals()).map((g) => g.title)).toEqual(['Run 100 km', 'Save']);

    const edited = await member.changeGoal(goal.id, { current_value: 62.5, deadline: null });
    expect(edited).toMatchObject({ current_value: 62.5, progress: 63, deadline: null });

    // Reaching the target completes it; going back below reopens it.
    const reached = await member.changeGoal(goal.id, { current_value: 120 });
    expect(reached).toMatchObject({ status: 'completed', progress: 100 });
    expect(reached.completed_at).toBe('2026-05-04T07:00:00.000Z');
    const reopened = await member.changeGoal(goal.id, { target_value: 200 });
    expect(reopened).toMatchObject({ status: 'active', progress: 60, completed_at: null });

    const completed = await member.completeGoal(saved.id);
    expect(completed).toMatchObject({ status: 'completed', current_value: 5000, progress: 100 });
    expect(await member.completeGoal(saved.id)).toEqual(completed);
    // Completed goals list after the active ones.
    expect((await member.goals()).map((g) => g.status)).toEqual(['active', 'completed']);

    expect((await member.call('DELETE', `/api/life-os/goals/${goal.id}`)).statusCode).toBe(204);
    expect((await member.call('DELETE', `/api/life-os/goals/${goal.id}`)).statusCode).toBe(404);
    expect((await member.goals()).map((g) => g.id)).toEqual([saved.id]);
  });

  it('answers bad input with 400 and a message, and bad ids with 404, never 500', async () => {
    const member = await lifeOsMemberAt(t, '2026-05-04T09:00:00');
    const goal = await member.addGoal({ title: 'Read 12 books', type: 'other', target_value: 12 });
    const bad = [
      {},
      { title: '', type: 'fitness', target_value: 1 },
      { title: 'x', type: 'hobby', target_value: 1 },
      { title: 'x', type: 'fitness', target_value: 0 },
      { title: 'x', type: 'fitness', target_value: 'ten' },
      { title: 'x', type: 'fitness', target_value: 10, current_value: -1 },
      { title: 'x', type: 'fitness', target_value: 10, deadline: '2026-02-30' },
      { title: 'x'.repeat(121), type: 'fitness', target_value: 10 },
    ];
    for (const body of bad) {
      const res = await member.call('POST', '/api/life-os/goals', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    const noChange = await member.call('PATCH', `/api/life-os/goals/${goal.id}`, {});
    expect(noChange.statusCode).toBe(400);
    expect(noChange.json()).toMatchObject({ message: 'Change at least one field' });
    const notJson = await member.call('PATCH', `/api/life-os/goals/${goal.id}`, 'title=x');
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJson.statusCode).toBeLessThan(500);
    for (const [method, path] of [
      ['PATCH', `/api/life-os/goals/${NOT_A_UUID}`],
      ['POST', `/api/life-os/goals/${NOT_A_UUID}/completion`],
      ['DELETE', `/api/life-os/goals/${NOT_A_UUID}`],
    ] as const) {
      const res = await member.call(method, path, method === 'PATCH' ? { title: 'x' } : undefined);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Goal not found' });
    }
  });

  it("never reads or changes another member's goals", async () => {
    const owner = await lifeOsMemberAt(t, '2026-05-04T09:00:00');
    const other = await lifeOsMemberAt(t, '2026-05-04T09:00:00');
    const goal = await owner.addGoal({ title: 'Private', type: 'wellness', target_value: 3 });
    expect(await other.goals()).toEqual([]);
    for (const id of [goal.id, SOMEONE_ELSES]) {
      for (const [method, path, body] of [
        ['PATCH', `/api/life-os/goals/${id}`, { current_value: 3 }],
        ['POST', `/api/life-os/goals/${id}/completion`, undefined],
        ['DELETE', `/api/life-os/goals/${id}`, undefined],
      ] as const) {
        const res = await other.call(method, path, body);
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    }
    expect(await owner.goals()).toEqual([goal]);
    expect((await other.call('GET', '/api/life-os/goals')).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/life-os/goals' })).statusCode).toBe(401);
  });

  it('keeps at most GOALS_MAX goals, also under 20 parallel creates', async () => {
    const member = await lifeOsMemberAt(t, '2026-05-04T09:00:00');
    const first = await member.addGoal({ title: 'Goal 0', type: 'other', target_value: 1 });
    const [{ user_id }] = rowsOf<{ user_id: string }>(
      await t.db.execute(sql`select user_id from goals where id = ${first.id}`),
    ) as [{ user_id: string }];
    const room = 5;
    await t.db
      .execute(sql`insert into goals (user_id, title, type, target_value, created_at, updated_at)
      select ${user_id}, 'Goal ' || n, 'other', 1, now(), now()
      from generate_series(1, ${GOALS_MAX - room - 1}) as n`);
    const results = await onTwoInstances(t, () =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          member.call('POST', '/api/life-os/goals', {
            title: `Race ${i}`,
            type: 'other',
            target_value: 1,
          }),
        ),
      ),
    );
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(room);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20 - room);
    expect(results.find((res) => res.statusCode === 409)!.json()).toEqual({
      code: 'GOALS_LIMIT',
      message: `You can keep at most ${GOALS_MAX} goals`,
    });
    expect(await member.goals()).toHaveLength(GOALS_MAX);
  });
});
