import type { CalendarEntry } from '@aurum/shared/calendar/calendar-rules';
import type {
  AwayNote,
  ResetActionOutcome,
  ResetActionView,
  ResetSession,
} from '@aurum/shared/life-os/reset';
import { REQUEST_LIMIT_MESSAGE } from '@aurum/shared/requests/request-allowance';
import type { ServiceRequestDetail } from '@aurum/shared/requests/request-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedMember } from '../../../test/auth-fixtures';
import { onboardedMember } from '../../../test/chat-fixtures';
import { expectRefusal, lifeClient, preferenceRows } from '../../../test/personas-reset-fixtures';
import { fileRequest, mailsTo } from '../../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app';
import { onTwoInstances } from '../../../test/two-instances';

const UNKNOWN_ID = '6f1c2b8e-3d4a-4e5f-9a0b-1c2d3e4f5a6b';
/** Sunday 31 May 2026, 23:30 in Johannesburg: the last half hour of the month. */
const SUNDAY_2330 = new Date('2026-05-31T21:30:00Z');

type Session = Parameters<typeof lifeClient>[1];
type Client = ReturnType<typeof lifeClient> & { userId: string; session: Session };

describe.each(databaseKinds)('the reset on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const client = ({ session }: { session: Session }): Client => ({
    ...lifeClient(t, session),
    userId: session.user.id,
    session,
  });
  const member = async () => client(await confirmedMember(t, 'Naledi Khumalo'));
  const start = (m: Client, body: object = {}) =>
    m.ok<ResetSession>(m.call('POST', '/api/reset/sessions', body), 201);
  const run = (m: Client, session: string, action: string) =>
    m.ok<ResetActionOutcome>(m.call('POST', `/api/reset/sessions/${session}/actions/${action}`));
  const addEvent = (m: Client, title: string, date: string, time = '') =>
    m.ok<CalendarEntry>(m.call('POST', '/api/calendar/events', { title, date, time }), 201);
  const eventsOf = async (m: Client, from: string, to: string) =>
    (await m.ok<CalendarEntry[]>(m.call('GET', `/api/calendar/events?from=${from}&to=${to}`))).map(
      (e) => [e.title, e.date, e.time],
    );

  it('signed-out callers reach nothing', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/reset/settings'],
      ['PUT', '/api/reset/settings'],
      ['POST', '/api/reset/sessions'],
      ['GET', '/api/reset/sessions'],
      ['POST', `/api/reset/sessions/${UNKNOWN_ID}/actions/auto_replies`],
      ['POST', `/api/reset/sessions/${UNKNOWN_ID}/completion`],
      ['GET', '/api/reset/away'],
      ['DELETE', '/api/reset/away'],
    ];
    for (const [method, url] of routes) {
      const res = await t.app.inject({ method: method as 'GET', url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('saves the settings per action; auto-trigger needs the action enabled', async () => {
    t.clock.set(SUNDAY_2330);
    const a = await member();
    const defaults = await a.ok<ResetActionView[]>(a.call('GET', '/api/reset/settings'));
    expect(defaults.map((v) => [v.id, v.isEnabled, v.autoTrigger])).toEqual([
      ['cancel_meetings', true, true],
      ['order_comfort_food', true, true],
      ['optimize_environment', true, true],
      ['auto_replies', true, true],
      ['wellness_session', true, false],
    ]);
    const saved = await a.ok<ResetActionView[]>(
      a.call('PUT', '/api/reset/settings', {
        actions: [{ id: 'order_comfort_food', isEnabled: false, autoTrigger: false }],
      }),
    );
    expect(saved[1]).toMatchObject({
      id: 'order_comfort_food',
      isEnabled: false,
      autoTrigger: false,
    });
    expect(await preferenceRows(t, a.userId, 'reset_actions')).toEqual([
      {
        preference_key: 'order_comfort_food',
        preference_value: '{"isEnabled":false,"autoTrigger":false}',
      },
    ]);
    const bodies: [string, unknown][] = [
      ['nothing', undefined],
      ['no actions', { actions: [] }],
      [
        'auto-trigger while disabled',
        { actions: [{ id: 'auto_replies', isEnabled: false, autoTrigger: true }] },
      ],
      ['unknown action', { actions: [{ id: 'nap', isEnabled: true, autoTrigger: true }] }],
      [
        'text for a flag',
        { actions: [{ id: 'auto_replies', isEnabled: 'on', autoTrigger: true }] },
      ],
    ];
    for (const [label, body] of bodies) {
      await expectRefusal(a.call('PUT', '/api/reset/settings', body), 400, label);
    }
    expect(
      (
        await expectRefusal(
          a.call('POST', '/api/reset/sessions', { trigger_reason: 'boredom' }),
          400,
        )
      ).message,
    ).toBe('Unknown reset trigger');
    // A Quick Reset runs every enabled action; the mood card the auto-triggered ones.
    const quick = await start(a);
    expect(quick.actions).toEqual([
      'cancel_meetings',
      'optimize_environment',
      'auto_replies',
      'wellness_session',
    ]);
    await a.ok(a.call('POST', `/api/reset/sessions/${quick.id}/completion`));
    const mood = await start(a, { trigger_reason: 'mood' });
    expect(mood).toMatchObject({
      trigger_reason: 'mood',
      status: 'active',
      actions: ['cancel_meetings', 'optimize_environment', 'auto_replies'],
      actions_completed: [],
      outcomes: [],
      completed_at: null,
    });
  });

  it('moves exactly the events of the next 4 hours by 4 hours (Sunday 23:30 on a month end)', async () => {
    t.clock.set(SUNDAY_2330);
    const a = await member();
    const b = await member();
    await addEvent(a, 'Past call', '2026-05-31', '23:00');
    await addEvent(a, 'Night call', '2026-05-31', '23:45');
    await addEvent(a, 'Late call', '2026-06-01', '03:29'); // +3h59
    await addEvent(a, 'Edge call', '2026-06-01', '03:31'); // +4h01
    await addEvent(a, 'All day', '2026-06-01');
    await addEvent(b, 'Their call', '2026-06-01', '00:30');
    const session = await start(a);
    const outcome = await run(a, session.id, 'cancel_meetings');
    expect(outcome).toEqual({
      action: 'cancel_meetings',
      outcome: 'done',
      message: '2 events moved 4 hours later',
      link: '/calendar',
    });
    expect(await eventsOf(a, '2026-05-31', '2026-06-01')).toEqual([
      ['Past call', '2026-05-31', '23:00'],
      ['All day', '2026-06-01', null],
      ['Edge call', '2026-06-01', '03:31'],
      ['Night call', '2026-06-01', '03:45'],
      ['Late call', '2026-06-01', '07:29'],
    ]);
    expect(await eventsOf(b, '2026-05-31', '2026-06-01')).toEqual([
      ['Their call', '2026-06-01', '00:30'],
    ]);
    // Run once per session; the outcome is on the session.
    await expectRefusal(
      a.call('POST', `/api/reset/sessions/${session.id}/actions/cancel_meetings`),
      409,
    );
    const [latest] = await a.ok<ResetSession[]>(a.call('GET', '/api/reset/sessions'));
    expect(latest).toMatchObject({
      id: session.id,
      actions_completed: ['cancel_meetings'],
      outcomes: [outcome],
    });
  });

  it('crosses a year end too, and skips when nothing is coming up', async () => {
    t.clock.set(new Date('2026-12-31T19:00:00Z')); // Thursday 31 December, 21:00
    const a = await member();
    await addEvent(a, 'Countdown', '2026-12-31', '22:30');
    const session = await start(a);
    expect((await run(a, session.id, 'cancel_meetings')).message).toBe(
      '1 event moved 4 hours later',
    );
    expect(await eventsOf(a, '2026-12-31', '2027-01-01')).toEqual([
      ['Countdown', '2027-01-01', '02:30'],
    ]);

    const quiet = await member();
    const nothing = await run(quiet, (await start(quiet)).id, 'cancel_meetings');
    expect(nothing).toMatchObject({
      outcome: 'skipped',
      message: 'No calendar events in the next 4 hours',
    });
  });

  it('files comfort food with only the food allergies and diet, and a wellness session, through the filing workflow', async () => {
    t.clock.set(SUNDAY_2330);
    const a = client(
      await onboardedMember(t, {
        medicalInfo: {
          allergies: ['Penicillin', 'Peanuts'],
          dietaryRestrictions: ['Halaal'],
          medications: ['Warfarin'],
        },
      }),
    );
    await a.ok(a.call('POST', '/api/personas/rest/activation'));
    const session = await start(a);
    const food = await run(a, session.id, 'order_comfort_food');
    expect(food).toEqual({
      action: 'order_comfort_food',
      outcome: 'done',
      message: 'Request filed: comfort food',
      link: '/request-status',
    });
    const wellness = await run(a, session.id, 'wellness_session');
    expect(wellness.message).toBe('Request filed: wellness session');
    const filed = await a.ok<ServiceRequestDetail[]>(
      a.call('GET', '/api/service-requests/details'),
    );
    const chef = filed.find((r) => r.service_type === 'private_chef')!;
    expect(chef.special_requests).toContain('Allergies: Peanuts');
    expect(chef.special_requests).toContain('Dietary restrictions: Halaal');
    expect(chef.special_requests).not.toMatch(/Penicillin|Warfarin/);
    const spa = filed.find((r) => r.service_type === 'other')!;
    expect(spa.special_requests).not.toMatch(/Allergies|Peanuts|Halaal/);
    // The staff's e-mail lists the onboarding's preferences, not Life OS settings.
    const staff = await mailsTo(t, 'concierge-team@aurum.local');
    expect(staff.length).toBeGreaterThanOrEqual(2);
    for (const mail of staff) expect(mail.text).not.toMatch(/persona|reset_actions|"rest"/i);
  });

  it("fails the filing actions with the allowance's message once the month's requests are used", async () => {
    t.clock.set(SUNDAY_2330);
    const a = await member();
    for (let i = 0; i < 3; i++) await fileRequest(t, a.session, { preferred_time: `1${i}:00` });
    const session = await start(a);
    const food = await run(a, session.id, 'order_comfort_food');
    expect(food).toEqual({
      action: 'order_comfort_food',
      outcome: 'failed',
      message: REQUEST_LIMIT_MESSAGE,
    });
    // The session goes on: the next action runs, and the failure is recorded.
    expect((await run(a, session.id, 'auto_replies')).outcome).toBe('done');
    const [latest] = await a.ok<ResetSession[]>(a.call('GET', '/api/reset/sessions'));
    expect(latest!.actions_completed).toEqual(['order_comfort_food', 'auto_replies']);
  });

  it('sets an away note for 4 hours, ends it early on request; a home without hub or lights on is left as it is', async () => {
    t.clock.set(new Date('2026-05-12T12:00:00Z'));
    const a = await member();
    const session = await start(a);
    expect(await run(a, session.id, 'optimize_environment')).toEqual({
      action: 'optimize_environment',
      outcome: 'skipped',
      message: 'No lights were on in your device list (no home hub connected)',
      link: '/life-os?tab=smart-home',
    });
    expect(await run(a, session.id, 'auto_replies')).toMatchObject({
      outcome: 'done',
      message: 'Away note on until 18:00',
    });
    expect(await a.ok<AwayNote>(a.call('GET', '/api/reset/away'))).toEqual({
      note: 'Taking time to reset until 18:00.',
      until: '2026-05-12T16:00:00.000Z',
    });
    const gate = t.services.lifeOsArea.life;
    expect(await gate.remindersAllowed(a.userId)).toBe(false);
    expect((await a.call('DELETE', '/api/reset/away')).statusCode).toBe(204);
    expect((await a.call('GET', '/api/reset/away')).json()).toBeNull();
    expect(await gate.remindersAllowed(a.userId)).toBe(true);

    // An away note ends by itself after 4 hours (read through the face: no token lasts 4 hours).
    await a.ok(a.call('POST', `/api/reset/sessions/${session.id}/completion`));
    await run(a, (await start(a)).id, 'auto_replies');
    t.clock.advance(4 * 3600 - 1);
    expect(await t.services.lifeOsArea.life.awayNote(a.userId)).not.toBeNull();
    t.clock.advance(1);
    expect(await t.services.lifeOsArea.life.awayNote(a.userId)).toBeNull();
  });

  it('completes sessions and lists them newest first; a finished session runs nothing more', async () => {
    t.clock.set(new Date('2026-05-12T12:00:00Z'));
    const a = await member();
    const first = await start(a);
    const done = await a.ok<ResetSession>(
      a.call('POST', `/api/reset/sessions/${first.id}/completion`),
    );
    expect(done).toMatchObject({ status: 'completed', completed_at: '2026-05-12T12:00:00.000Z' });
    // Completing again answers the same.
    expect(await a.ok(a.call('POST', `/api/reset/sessions/${first.id}/completion`))).toEqual(done);
    await expectRefusal(
      a.call('POST', `/api/reset/sessions/${first.id}/actions/auto_replies`),
      409,
    );
    t.clock.advance(60);
    const second = await start(a, { trigger_reason: 'mood' });
    await expectRefusal(
      a.call('POST', `/api/reset/sessions/${second.id}/actions/wellness_session`),
      409,
    );
    const history = await a.ok<ResetSession[]>(a.call('GET', '/api/reset/sessions'));
    expect(history.map((s) => [s.id, s.status])).toEqual([
      [second.id, 'active'],
      [first.id, 'completed'],
    ]);
  });

  it('closes a stale active session when a new one starts', async () => {
    t.clock.set(new Date('2026-05-12T12:00:00Z'));
    const a = await member();
    const old = await start(a);
    await expectRefusal(a.call('POST', '/api/reset/sessions', {}), 409);
    t.clock.advance(11 * 60);
    const fresh = await start(a);
    const history = await a.ok<ResetSession[]>(a.call('GET', '/api/reset/sessions'));
    expect(history.map((s) => [s.id, s.status])).toEqual([
      [fresh.id, 'active'],
      [old.id, 'interrupted'],
    ]);
    await expectRefusal(a.call('POST', `/api/reset/sessions/${old.id}/completion`), 409);
  });

  it('20 parallel starts: one 201, the others 409, never a 500', async () => {
    t.clock.set(new Date('2026-05-12T12:00:00Z'));
    const a = await member();
    const answers = await onTwoInstances(t, () =>
      Promise.all(Array.from({ length: 20 }, () => a.call('POST', '/api/reset/sessions', {}))),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    const history = await a.ok<ResetSession[]>(a.call('GET', '/api/reset/sessions'));
    expect(history).toHaveLength(1);
  });

  it("another member reaches none of a member's sessions (404), nor their history or away note", async () => {
    t.clock.set(new Date('2026-05-12T12:00:00Z'));
    const a = await member();
    const b = await member();
    await addEvent(a, 'Board meeting', '2026-05-12', '15:00');
    const session = await start(a);
    await run(a, session.id, 'auto_replies');
    for (const action of ['cancel_meetings', 'auto_replies', 'optimize_environment']) {
      await expectRefusal(
        b.call('POST', `/api/reset/sessions/${session.id}/actions/${action}`),
        404,
        action,
      );
    }
    await expectRefusal(b.call('POST', `/api/reset/sessions/${session.id}/completion`), 404);
    expect(await b.ok(b.call('GET', '/api/reset/sessions'))).toEqual([]);
    expect((await b.call('GET', '/api/reset/away')).json()).toBeNull();
    expect((await b.call('DELETE', '/api/reset/away')).statusCode).toBe(204);
    // A's session, event and away note are untouched.
    expect(await eventsOf(a, '2026-05-12', '2026-05-12')).toEqual([
      ['Board meeting', '2026-05-12', '15:00'],
    ]);
    expect(await a.ok<AwayNote>(a.call('GET', '/api/reset/away'))).not.toBeNull();
    const [mine] = await a.ok<ResetSession[]>(a.call('GET', '/api/reset/sessions'));
    expect(mine).toMatchObject({ status: 'active', actions_completed: ['auto_replies'] });
  });

  it('refuses bad ids with {code, message}', async () => {
    t.clock.set(new Date('2026-05-12T12:00:00Z'));
    const a = await member();
    const session = await start(a);
    await expectRefusal(a.call('POST', `/api/reset/sessions/${session.id}/actions/nap`), 400);
    await expectRefusal(a.call('POST', `/api/reset/sessions/not-an-id/actions/auto_replies`), 404);
    await expectRefusal(
      a.call('POST', `/api/reset/sessions/${UNKNOWN_ID}/actions/auto_replies`),
      404,
    );
    await expectRefusal(a.call('POST', `/api/reset/sessions/not-an-id/completion`), 404);
  });
});
