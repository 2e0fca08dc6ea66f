import type { CalendarEntry } from '@aurum/shared/calendar/calendar-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asMember } from '../../db/as-member';
import { bearer, confirmedMember } from '../../test/auth-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { CalendarService } from './calendar.service';

type Session = Parameters<typeof bearer>[0];
const HOUR = 3600 * 1000;

describe.each(databaseKinds)("postponing a member's events (the reset) on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const add = async (session: Session, title: string, date: string, time = '') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calendar/events',
      headers: bearer(session),
      payload: { title, date, time },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as CalendarEntry;
  };

  it('moves only their timed events starting in the window, across midnight', async () => {
    const a = await confirmedMember(t);
    const b = await confirmedMember(t);
    await add(a.session, 'Before', '2026-02-28', '21:59');
    await add(a.session, 'First', '2026-02-28', '22:00');
    await add(a.session, 'Second', '2026-03-01', '01:59');
    await add(a.session, 'After', '2026-03-01', '02:00');
    await add(a.session, 'All day', '2026-03-01');
    await add(b.session, 'Theirs', '2026-02-28', '23:00');
    const calendar = new CalendarService(t.db, t.clock);
    // Saturday 28 February 2026, 22:00 in Johannesburg, for 4 hours.
    const from = new Date('2026-02-28T20:00:00Z');
    const moved = await asMember(t.db, a.session.user.id, (scope) =>
      calendar.postponeWithin(scope, { from, to: new Date(from.getTime() + 4 * HOUR) }, 4 * HOUR),
    );
    expect(moved.map((e) => [e.title, e.date, e.time])).toEqual([
      ['First', '2026-03-01', '02:00'],
      ['Second', '2026-03-01', '05:59'],
    ]);
    const mine = await calendar.entries(a.session.user.id, '2026-02-28', '2026-03-01');
    expect(mine.map((e) => [e.title, e.date, e.time])).toEqual([
      ['Before', '2026-02-28', '21:59'],
      ['All day', '2026-03-01', null],
      ['After', '2026-03-01', '02:00'],
      ['First', '2026-03-01', '02:00'],
      ['Second', '2026-03-01', '05:59'],
    ]);
    const theirs = await calendar.entries(b.session.user.id, '2026-02-28', '2026-03-01');
    expect(theirs.map((e) => [e.title, e.time])).toEqual([['Theirs', '23:00']]);
  });
});
