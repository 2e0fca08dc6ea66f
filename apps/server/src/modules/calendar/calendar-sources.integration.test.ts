import type { CalendarEntry } from '@aurum/shared/calendar/calendar-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmedMember } from '../../test/auth-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import type { CalendarRange, CalendarSource } from './calendar.api';
import { CalendarService } from './calendar.service';

/** A source of another area (ADR 043): what it was asked for, and the entries it adds. */
function fakeSource(entries: { entry: CalendarEntry; orderTitle: string }[]) {
  const asked: { userId: string; range: CalendarRange }[] = [];
  const source: CalendarSource = {
    kind: 'service_request',
    entriesFor: async (scope, range) => {
      asked.push({ userId: scope.userId, range });
      return entries;
    },
  };
  return { source, asked };
}

const entry = (title: string, date: string, time: string | null): CalendarEntry => ({
  id: `service_request:${title}`,
  kind: 'service_request',
  source_id: title,
  title,
  date,
  time,
  status: 'pending',
  place: null,
  editable: false,
  request_status: 'pending',
  latest_update_status: null,
});

describe.each(databaseKinds)('calendar sources on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("merges a source's entries with personal events by day, time and order title", async () => {
    const { session } = await confirmedMember(t);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/calendar/events',
      headers: bearer(session),
      payload: { title: 'Lunch', date: '2026-12-04', time: '12:00' },
    });
    expect(added.statusCode).toBe(201);
    const { source, asked } = fakeSource([
      { entry: entry('Spa Day', '2026-12-04', null), orderTitle: 'spa' },
      // Same day and time as the lunch: ordered by order title, 'Lunch' before 'ZZ'.
      { entry: entry('Chauffeur', '2026-12-04', '12:00'), orderTitle: 'ZZ' },
      { entry: entry('Yacht', '2026-12-03', '18:00'), orderTitle: 'yacht' },
    ]);
    const calendar = new CalendarService(t.db, t.clock, [source]);

    const entries = await calendar.entries(session.user.id, '2026-12-01', '2026-12-31');

    expect(asked).toEqual([
      { userId: session.user.id, range: { from: '2026-12-01', to: '2026-12-31' } },
    ]);
    expect(entries.map((e) => [e.title, e.time])).toEqual([
      ['Yacht', '18:00'],
      ['Spa Day', null],
      ['Lunch', '12:00'],
      ['Chauffeur', '12:00'],
    ]);
  });
});
