import type { Session } from '@aurum/shared/auth/session';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/client';
import { confirmedMember, signIn } from '../../test/auth-fixtures';
import { journalClient } from '../../test/journal-fixtures';
import {
  isMessage,
  isReady,
  listenOnLoopback,
  openTestStream,
  type StreamEvent,
  ticketFor,
} from '../../test/realtime-test-stream';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

describe.each(databaseKinds)('mood check-ins and trends on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** Moves the server's clock to a moment given in Johannesburg time (UTC+2). */
  const at = (local: string) => t.clock.set(new Date(`${local}+02:00`));
  /** A member signed in at that moment (a session lasts minutes of the server's clock). */
  const memberAt = async (local: string) => {
    at(local);
    const { email, session } = await confirmedMember(t);
    return { email, ...journalClient(t, session) };
  };
  const signedInAt = async (email: string, local: string) => {
    at(local);
    return journalClient(t, (await signIn(t, email)).json() as Session);
  };
  const moodRowIdsOf = async (entryId: string) =>
    rowsOf<{ id: string }>(
      await t.db.execute(sql`select id from mood_tracking where journal_entry_id = ${entryId}`),
    ).map((row) => row.id);

  it('records a two-tap check-in as a mood reading with its activities', async () => {
    const mood = await memberAt('2026-04-10T09:15:00');
    const reading = await mood.checkIn({ mood: 8, activities: ['exercise', 'outdoors'] });
    expect(reading).toMatchObject({
      mood_score: 8,
      energy_level: null,
      stress_level: null,
      detected_from: 'check_in',
      context: 'Mood check-in',
      activities: ['exercise', 'outdoors'],
      journal_entry_id: null,
      created_at: '2026-04-10T07:15:00.000Z',
    });
    t.clock.advance(60);
    const full = await mood.checkIn({
      mood: 6,
      energy: 4,
      stress: 7,
      activities: ['work', 'work'],
    });
    expect(full).toMatchObject({ energy_level: 4, stress_level: 7, activities: ['work'] });
    const trends = await mood.trends();
    expect(trends.latest).toEqual(full);
    expect(trends.today).toEqual({ mood: 7, word: 'great' });
  });

  it("computes the trends in the member's days, across a month end and late at night", async () => {
    // Six weeks back: outside the 30 days.
    const { email, ...early } = await memberAt('2026-02-20T12:00:00');
    await early.checkIn({ mood: 1 });
    // 31 March, 23:30 in Johannesburg (21:30 UTC): still 31 March.
    let mood = await signedInAt(email, '2026-03-31T23:30:00');
    await mood.checkIn({ mood: 3, energy: 2, stress: 9, activities: ['work'] });
    // 1 April, 00:30 in Johannesburg (31 March 22:30 UTC): already April.
    mood = await signedInAt(email, '2026-04-01T00:30:00');
    await mood.checkIn({ mood: 9, energy: 8, stress: 2, activities: ['exercise'] });
    mood = await signedInAt(email, '2026-04-05T07:00:00');
    await mood.checkIn({ mood: 8, activities: ['exercise', 'family'] });
    t.clock.advance(60);
    const journal = await mood.save('Wrote this on a Sunday morning.');

    mood = await signedInAt(email, '2026-04-06T23:30:00');
    const trends = await mood.trends();
    expect(trends.days).toHaveLength(30);
    expect(trends.days[0]!.date).toBe('2026-03-08');
    expect(trends.days.at(-1)!.date).toBe('2026-04-06');
    const day = (date: string) => trends.days.find((d) => d.date === date)!;
    expect(day('2026-03-31')).toEqual({
      date: '2026-03-31',
      mood: 3,
      energy: 2,
      stress: 9,
      readings: 1,
    });
    expect(day('2026-04-01')).toMatchObject({ mood: 9, readings: 1 });
    expect(day('2026-04-05').readings).toBe(2);
    expect(trends.month.readings).toBe(4);
    // The week is 31 March to 6 April: all four readings of the window.
    expect(trends.week.readings).toBe(4);
    const journalMood = journal.mood_analysis!.mood;
    expect(trends.month.mood).toBe(Math.round(((3 + 9 + 8 + journalMood) / 4) * 10) / 10);
    expect(trends.activities.map((effect) => effect.activity)).toEqual(['exercise']);
    expect(trends.activities[0]).toMatchObject({ readings: 2, average_mood: 8.5 });
    // Nothing yet today (6 April); the latest is the journal's reading of 5 April.
    expect(trends.today).toBeNull();
    expect(trends.latest).toMatchObject({ detected_from: 'journal', journal_entry_id: journal.id });

    // Just after midnight, 31 March has left the week but not the month.
    at('2026-04-07T00:15:00');
    const next = await mood.trends();
    expect(next.days.at(-1)!.date).toBe('2026-04-07');
    expect(next.week.readings).toBe(3);
    expect(next.month.readings).toBe(4);
  });

  it('sees three low readings in a row, and a better one ends the streak', async () => {
    const mood = await memberAt('2026-06-01T08:00:00');
    for (const score of [2, 3, 1]) {
      await mood.checkIn({ mood: score });
      t.clock.advance(60);
    }
    const low = await mood.trends();
    expect(low.low_streak).toBe(true);
    expect(low.today).toEqual({ mood: 2, word: 'low' });
    await mood.checkIn({ mood: 6 });
    expect((await mood.trends()).low_streak).toBe(false);
  });

  it("tells the member's own stream, and no one else's, that their mood changed", async () => {
    const base = await listenOnLoopback(t.app);
    const streamOf = async (session: Session) => {
      const stream = await openTestStream(
        `${base}/realtime/events?ticket=${await ticketFor(t.app, session)}`,
      );
      await stream.next(isReady);
      return stream;
    };
    const [thandi, lerato] = await Promise.all([confirmedMember(t), confirmedMember(t)]);
    const [own, other] = await Promise.all([streamOf(thandi.session), streamOf(lerato.session)]);
    const moodEvents = (stream: typeof own) =>
      stream.events
        .filter(isMessage)
        .map((event) => JSON.parse(event.data) as { topic: string; readingId?: string });
    const about = (id: string) => (event: StreamEvent) =>
      isMessage(event) && (JSON.parse(event.data) as { readingId?: string }).readingId === id;

    const reading = await journalClient(t, thandi.session).checkIn({ mood: 7 });
    await own.next(about(reading.id));
    const entry = await journalClient(t, thandi.session).save('A good day.');
    const [row] = await moodRowIdsOf(entry.id);
    await own.next(about(row!));
    await journalClient(t, thandi.session).call('DELETE', `/api/journal/entries/${entry.id}`);
    await vi.waitFor(() => expect(moodEvents(own)).toHaveLength(3));
    expect(moodEvents(own)).toEqual([
      { topic: 'mood', readingId: reading.id },
      { topic: 'mood', readingId: row },
      { topic: 'mood' },
    ]);
    // Lerato's stream hears her own reading and nothing of Thandi's before it.
    const hers = await journalClient(t, lerato.session).checkIn({ mood: 5 });
    await other.next(about(hers.id));
    expect(moodEvents(other)).toEqual([{ topic: 'mood', readingId: hers.id }]);
    for (const stream of [own, other]) stream.close();
  });
});
