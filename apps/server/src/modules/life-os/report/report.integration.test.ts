import type { Session } from '@aurum/shared/auth/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmedMember, signIn } from '../../../test/auth-fixtures';
import { lifeOsClient, setLocalTime } from '../../../test/life-os-fixtures';
import { fileRequest } from '../../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app';

describe.each(databaseKinds)('the Life OS weekly report on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** The member signed in at a local moment: their Life OS client and their session. */
  const at = async (email: string, local: string) => {
    setLocalTime(t, local);
    const session = (await signIn(t, email)).json() as Session;
    return { session, ...lifeOsClient(t, session) };
  };
  const checkIn = async (session: Session, mood: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mood/check-ins',
      headers: bearer(session),
      payload: { mood },
    });
    expect(res.statusCode, res.body).toBe(201);
  };

  it('says how to start when there is nothing yet, and invents no figures', async () => {
    setLocalTime(t, '2026-05-20T09:00:00');
    const { session } = await confirmedMember(t);
    const { report, insights } = await lifeOsClient(t, session).report();
    expect(report).toEqual({
      average_mood: 5,
      mood_readings: 0,
      goals_hit: 0,
      goals_total: 0,
      social_events: 0,
      productivity: null,
      summary: 'No mood readings this week yet.',
    });
    expect(insights.map((insight) => insight.id)).toEqual([
      'goals-start',
      'routines-start',
      'mood-start',
    ]);
  });

  it("reports the member's own week, in their days, up to a Sunday night at a month end", async () => {
    setLocalTime(t, '2026-05-18T09:00:00');
    const { email } = await confirmedMember(t);
    // The week before: one low reading on Wednesday 20 May.
    await checkIn((await at(email, '2026-05-20T09:00:00')).session, 4);

    let member = await at(email, '2026-05-25T07:00:00');
    const walk = await member.addRoutine({ name: 'Walk', time: '07:30' });
    await member.completeRoutine(walk.id);
    const done = await member.addGoal({
      title: 'Book a check-up',
      type: 'wellness',
      target_value: 1,
    });
    await member.completeGoal(done.id);
    await member.addGoal({
      title: 'Run 50 km',
      type: 'fitness',
      target_value: 50,
      current_value: 10,
      deadline: '2026-06-05',
    });
    // Bookings: one in the week, one before it; a personal event is not social.
    await fileRequest(t, member.session, { preferred_date: '2026-05-29', preferred_time: '19:00' });
    await fileRequest(t, member.session, { preferred_date: '2026-05-10' });
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/calendar/events',
      headers: bearer(member.session),
      payload: { title: 'Dentist', date: '2026-05-28', time: '10:00' },
    });
    expect(event.statusCode, event.body).toBe(201);

    member = await at(email, '2026-05-26T07:45:00');
    await member.completeRoutine(walk.id);
    await checkIn(member.session, 8);
    member = await at(email, '2026-05-28T07:45:00');
    await member.completeRoutine(walk.id);
    member = await at(email, '2026-05-30T18:00:00');
    await checkIn(member.session, 7);

    // Sunday 31 May, 23:30 (21:30 UTC): the week is 25-31 May.
    member = await at(email, '2026-05-31T23:30:00');
    const sunday = await member.report();
    expect(sunday.report).toEqual({
      average_mood: 7.5,
      mood_readings: 2,
      goals_hit: 1,
      goals_total: 2,
      social_events: 1,
      // 3 of 7 days.
      productivity: 43,
      summary:
        'A great week for your mood: 1 of 2 goals hit, routines kept 43% of the time, 1 booking this week.',
    });
    expect(sunday.insights).toMatchObject([
      // Created 25 May, due 5 June: 6 of 11 days gone (55%), 20% done.
      { id: 'goal-behind-pace', title: 'Behind pace on Run 50 km' },
      { id: 'routine-slipping', title: 'Walk is slipping' },
      { id: 'mood-up', title: 'Mood up from 4 to 7.5' },
    ]);

    // Monday 1 June, 00:30 (still 31 May in UTC): the week is 26 May-1 June.
    member = await at(email, '2026-06-01T00:30:00');
    const monday = await member.report();
    expect(monday.report).toMatchObject({ productivity: 29, social_events: 1, mood_readings: 2 });

    // Another member sees none of it.
    const other = lifeOsClient(t, (await confirmedMember(t)).session);
    expect((await other.report()).report).toMatchObject({
      goals_total: 0,
      social_events: 0,
      productivity: null,
      mood_readings: 0,
    });
  });

  it('asks for a signed-in member', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/life-os/report' });
    expect(res.statusCode).toBe(401);
  });
});
