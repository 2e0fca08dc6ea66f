import type { PersonasView, QuickActionResult } from '@aurum/shared/life-os/personas';
import type { CalendarEntry } from '@aurum/shared/calendar/calendar-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedMember } from '../../../test/auth-fixtures';
import { expectRefusal, lifeClient, preferenceRows } from '../../../test/personas-reset-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app';
import { onTwoInstances } from '../../../test/two-instances';

const activeOf = (view: PersonasView) => view.personas.filter((p) => p.isActive).map((p) => p.id);

describe.each(databaseKinds)('personas on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // Tuesday 12 May 2026, 14:05 in Johannesburg.
    t.clock.set(new Date('2026-05-12T12:05:00Z'));
  });
  afterAll(() => t.close());

  const member = async () => {
    const { session } = await confirmedMember(t, 'Naledi Khumalo');
    return { ...lifeClient(t, session), userId: session.user.id };
  };

  it('signed-out callers reach nothing', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/personas'],
      ['POST', '/api/personas/rest/activation'],
      ['PUT', '/api/personas/rest/settings'],
      ['POST', '/api/personas/quick-actions/focus_timer'],
    ];
    for (const [method, url] of routes) {
      const res = await t.app.inject({ method: method as 'GET', url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('starts with focus and the spec defaults; activation is kept and only the member’s own', async () => {
    const a = await member();
    const b = await member();
    const first = await a.ok<PersonasView>(a.call('GET', '/api/personas'));
    expect(first.active).toBe('focus');
    expect(activeOf(first)).toEqual(['focus']);
    expect(first.personas.find((p) => p.id === 'rest')!.settings).toEqual({
      notifications: false,
      voiceMode: false,
      smartHomeIntegration: true,
      autoRoutines: true,
    });
    // Nothing is stored until the member changes something.
    expect(await preferenceRows(t, a.userId, 'active_persona')).toEqual([]);

    const wellness = await a.ok<PersonasView>(a.call('POST', '/api/personas/wellness/activation'));
    expect(activeOf(wellness)).toEqual(['wellness']);
    expect((await a.ok<PersonasView>(a.call('GET', '/api/personas'))).active).toBe('wellness');
    expect(await preferenceRows(t, a.userId, 'active_persona')).toEqual([
      { preference_key: 'current', preference_value: '"wellness"' },
    ]);
    // Activating the active persona changes nothing.
    const again = await a.ok<PersonasView>(a.call('POST', '/api/personas/wellness/activation'));
    expect(again).toEqual(wellness);
    expect(await preferenceRows(t, a.userId, 'active_persona')).toHaveLength(1);

    // Member B's personas are B's own.
    expect((await b.ok<PersonasView>(b.call('GET', '/api/personas'))).active).toBe('focus');
    await b.ok(
      b.call('PUT', '/api/personas/wellness/settings', {
        notifications: false,
        voiceMode: false,
        smartHomeIntegration: false,
        autoRoutines: false,
      }),
    );
    const mine = await a.ok<PersonasView>(a.call('GET', '/api/personas'));
    expect(mine.personas.find((p) => p.id === 'wellness')!.settings.notifications).toBe(true);
  });

  it('saves each persona’s settings as JSON text', async () => {
    const a = await member();
    const settings = {
      notifications: false,
      voiceMode: true,
      smartHomeIntegration: false,
      autoRoutines: true,
    };
    const view = await a.ok<PersonasView>(a.call('PUT', '/api/personas/power/settings', settings));
    expect(view.personas.find((p) => p.id === 'power')!.settings).toEqual(settings);
    await a.ok(a.call('PUT', '/api/personas/power/settings', { ...settings, voiceMode: false }));
    expect(await preferenceRows(t, a.userId, 'persona_settings')).toEqual([
      {
        preference_key: 'power',
        preference_value: JSON.stringify({ ...settings, voiceMode: false }),
      },
    ]);
  });

  it('refuses bad persona ids and bad bodies with 400 {code, message}', async () => {
    const a = await member();
    const good = {
      notifications: true,
      voiceMode: true,
      smartHomeIntegration: true,
      autoRoutines: true,
    };
    expect(
      (await expectRefusal(a.call('POST', '/api/personas/sleepy/activation'), 400)).message,
    ).toBe('Unknown persona');
    await expectRefusal(a.call('PUT', '/api/personas/FOCUS/settings', good), 400);
    const bodies: [string, unknown][] = [
      ['nothing', undefined],
      ['a field missing', { notifications: true, voiceMode: true, smartHomeIntegration: true }],
      ['text for a flag', { ...good, voiceMode: 'yes' }],
      ['a list', [good]],
    ];
    for (const [label, body] of bodies) {
      await expectRefusal(a.call('PUT', '/api/personas/focus/settings', body), 400, label);
    }
    await expectRefusal(a.call('POST', `/api/personas/quick-actions/${'x'.repeat(300)}`), 400);
    await expectRefusal(a.call('POST', '/api/personas/quick-actions/teleport'), 400);
  });

  it('20 parallel activations of different personas leave exactly one active, never a 500', async () => {
    const a = await member();
    const ids = ['focus', 'wellness', 'power', 'rest'] as const;
    const answers = await onTwoInstances(t, () =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          a.call('POST', `/api/personas/${ids[(i % 3) + 1]}/activation`),
        ),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    for (const res of answers) expect(activeOf(res.json() as PersonasView)).toHaveLength(1);
    const rows = await preferenceRows(t, a.userId, 'active_persona');
    expect(rows).toHaveLength(1);
    const view = await a.ok<PersonasView>(a.call('GET', '/api/personas'));
    expect(activeOf(view)).toEqual([JSON.parse(rows[0]!.preference_value)]);
  });

  it("runs the active persona's calendar blocks; links and other personas' actions refuse", async () => {
    const a = await member();
    const focus = await a.ok<QuickActionResult>(
      a.call('POST', '/api/personas/quick-actions/focus_timer'),
    );
    expect(focus).toMatchObject({
      action: 'focus_timer',
      message: 'Focus block added: 14:05-14:30',
    });
    const events = await a.ok<CalendarEntry[]>(
      a.call('GET', '/api/calendar/events?from=2026-05-12&to=2026-05-12'),
    );
    expect(events.map((e) => [e.source_id, e.title, e.date, e.time])).toEqual([
      [focus.calendar_event_id, 'Focus block (25 min)', '2026-05-12', '14:05'],
    ]);

    const refused = await expectRefusal(
      a.call('POST', '/api/personas/quick-actions/breathing_session'),
      409,
    );
    expect(refused.message).toBe(
      'Breathing session belongs to the Wellness persona. Activate Wellness first.',
    );
    await expectRefusal(a.call('POST', '/api/personas/quick-actions/review_routines'), 400);

    await a.ok(a.call('POST', '/api/personas/wellness/activation'));
    const breathing = await a.ok<QuickActionResult>(
      a.call('POST', '/api/personas/quick-actions/breathing_session'),
    );
    expect(breathing.message).toBe('Breathing session added: 14:05-14:10');
    await expectRefusal(a.call('POST', '/api/personas/quick-actions/focus_timer'), 409);
  });

  it('the reminder gate follows the active persona’s notifications', async () => {
    const a = await member();
    const gate = t.services.lifeOsArea.life;
    expect(await gate.remindersAllowed(a.userId)).toBe(true);
    await a.ok(a.call('POST', '/api/personas/rest/activation'));
    expect(await gate.remindersAllowed(a.userId)).toBe(false);
    await a.ok(
      a.call('PUT', '/api/personas/rest/settings', {
        notifications: true,
        voiceMode: false,
        smartHomeIntegration: true,
        autoRoutines: true,
      }),
    );
    expect(await gate.remindersAllowed(a.userId)).toBe(true);
    expect(await t.services.lifeOsArea.life.activePersona(a.userId)).toBe('rest');
  });
});
