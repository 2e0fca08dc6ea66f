import type { Session } from '@aurum/shared/auth/session';
import type { CalendarEntry } from '@aurum/shared/calendar/calendar-contract';
import type { CalendarFeed } from '@aurum/shared/calendar/calendar-feed';
import { sql } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client';
import { maskUrl } from '../../../platform/logger';
import { bearer, confirmedMember } from '../../../test/auth-fixtures';
import { fileRequest, seedProviders } from '../../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app';

const call = (t: TestApp, session: Session, method: string, url: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: bearer(session), payload });

const pathOf = (feed: CalendarFeed) => new URL(feed.url).pathname;
const tokenOf = (feed: CalendarFeed) => /\/calendar\/feed\/([\w-]+)\.ics$/.exec(feed.url)![1]!;

function eventsOf(text: string) {
  return Object.values(ical.sync.parseICS(text)).filter(
    (component): component is VEvent => component?.type === 'VEVENT',
  );
}

describe.each(databaseKinds)('the calendar subscription (ICS feed) on %s', (kind) => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let feed: CalendarFeed;
  const fetchFeed = (path: string) => t.app.inject({ method: 'GET', url: path });

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(new Date('2026-05-12T08:00:00Z'));
    await seedProviders(t);
    a = (await confirmedMember(t)).session;
    b = (await confirmedMember(t)).session;
  });
  afterAll(() => t.close());

  it('signed-out callers reach none of the subscription API', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await t.app.inject({ method: method as 'GET', url: '/api/calendar/feed' });
      expect(res.statusCode, method).toBe(401);
    }
  });

  it('issues one private address, shown again later, its token only hashed and sealed at rest', async () => {
    expect((await call(t, a, 'GET', '/api/calendar/feed')).json()).toBeNull();
    const issued = await call(t, a, 'POST', '/api/calendar/feed');
    expect(issued.statusCode, issued.body).toBe(201);
    feed = issued.json<CalendarFeed>();
    expect(feed.url).toMatch(/^http:\/\/aurum\.test\/calendar\/feed\/[\w-]{43}\.ics$/);
    expect(feed.webcal_url).toBe(feed.url.replace('http://', 'webcal://'));
    expect(feed.created_at).toBe('2026-05-12T08:00:00.000Z');
    expect((await call(t, a, 'GET', '/api/calendar/feed')).json()).toEqual(feed);

    const rows = rowsOf<{ row: string }>(
      await t.db.execute(sql`select calendar_feeds::text as row from calendar_feeds`),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.row).not.toContain(tokenOf(feed));
    // The address's token never reaches the log.
    expect(maskUrl(pathOf(feed))).not.toContain(tokenOf(feed));
  });

  it("serves the member's calendar as iCalendar with stable UIDs and a refresh interval", async () => {
    const dinner = await call(t, a, 'POST', '/api/calendar/events', {
      title: 'Dinner at Okapi',
      date: '2026-05-20',
      time: '19:30',
      place: 'Okapi, Rosebank',
    });
    const braai = await call(t, a, 'POST', '/api/calendar/events', {
      title: 'Family braai',
      date: '2026-05-23',
    });
    await call(t, a, 'POST', '/api/calendar/events', { title: 'Long ago', date: '2026-03-01' });
    await call(t, b, 'POST', '/api/calendar/events', { title: 'B only', date: '2026-05-21' });
    const request = await fileRequest(t, a, {
      preferred_date: '2026-06-20',
      preferred_time: '09:30',
    });

    const res = await fetchFeed(pathOf(feed));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(res.body).toContain('X-PUBLISHED-TTL:PT1H\r\n');
    expect(res.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Africa/Johannesburg');

    const events = eventsOf(res.body);
    const byTitle = new Map(events.map((event) => [String(event.summary), event]));
    expect([...byTitle.keys()].sort()).toEqual([
      'Dinner at Okapi',
      'Family braai',
      'Personal Driver',
    ]);
    expect(byTitle.has('Long ago')).toBe(false);
    expect(byTitle.has('B only')).toBe(false);

    const dinnerEvent = byTitle.get('Dinner at Okapi')!;
    expect(dinnerEvent.uid).toBe(`personal-${dinner.json<CalendarEntry>().source_id}@aurum`);
    // 19:30 in Johannesburg (UTC+2) is 17:30 UTC.
    expect(dinnerEvent.start.toISOString()).toBe('2026-05-20T17:30:00.000Z');
    expect(dinnerEvent.location).toBe('Okapi, Rosebank');
    const braaiEvent = byTitle.get('Family braai')!;
    expect(braaiEvent.uid).toBe(`personal-${braai.json<CalendarEntry>().source_id}@aurum`);
    expect(braaiEvent.datetype).toBe('date');
    expect(events.map((event) => event.uid)).toContain(
      `service_request-${request.request.id}@aurum`,
    );

    // A later fetch (past the minute the text is kept) names every event by the same UID.
    t.clock.advance(120);
    await call(t, a, 'PATCH', `/api/calendar/events/${dinner.json<CalendarEntry>().source_id}`, {
      title: 'Dinner at Okapi (moved)',
      date: '2026-05-21',
      time: '20:00',
    });
    const again = eventsOf((await fetchFeed(pathOf(feed))).body);
    expect(again.map((event) => event.uid).sort()).toEqual(events.map((event) => event.uid).sort());
    expect(again.find((event) => event.uid === dinnerEvent.uid)!.summary).toBe(
      'Dinner at Okapi (moved)',
    );
  });

  it('member B sees no address of A, and cannot revoke it', async () => {
    expect((await call(t, b, 'GET', '/api/calendar/feed')).json()).toBeNull();
    expect((await call(t, b, 'DELETE', '/api/calendar/feed')).statusCode).toBe(204);
    expect((await fetchFeed(pathOf(feed))).statusCode).toBe(200);
    const bFeed = (await call(t, b, 'POST', '/api/calendar/feed')).json<CalendarFeed>();
    const bEvents = eventsOf((await fetchFeed(pathOf(bFeed))).body);
    expect(bEvents.map((event) => event.summary)).toEqual(['B only']);
    expect((await call(t, a, 'GET', '/api/calendar/feed')).json()).toEqual(feed);
  });

  it('a re-issued address replaces the old one at once; a revoked or unknown one is 404', async () => {
    expect((await fetchFeed(pathOf(feed))).statusCode).toBe(200);
    const next = (await call(t, a, 'POST', '/api/calendar/feed')).json<CalendarFeed>();
    expect(next.url).not.toBe(feed.url);
    const old = await fetchFeed(pathOf(feed));
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
    expect((await fetchFeed(pathOf(next))).statusCode).toBe(200);
    expect((await call(t, a, 'GET', '/api/calendar/feed')).json()).toEqual(next);

    expect((await call(t, a, 'DELETE', '/api/calendar/feed')).statusCode).toBe(204);
    expect((await fetchFeed(pathOf(next))).statusCode).toBe(404);
    expect((await call(t, a, 'GET', '/api/calendar/feed')).json()).toBeNull();

    for (const path of [
      `/calendar/feed/${'x'.repeat(43)}.ics`,
      '/calendar/feed/short.ics',
      `/calendar/feed/${tokenOf(next)}`,
    ]) {
      expect((await fetchFeed(path)).statusCode, path).toBe(404);
    }
  });

  it('keeps one live address per member under parallel issues', async () => {
    const issued = await Promise.all(
      Array.from({ length: 10 }, () => call(t, a, 'POST', '/api/calendar/feed')),
    );
    expect(issued.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    const current = (await call(t, a, 'GET', '/api/calendar/feed')).json<CalendarFeed>();
    const answers = await Promise.all(
      issued.map((res) => fetchFeed(pathOf(res.json<CalendarFeed>()))),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(issued.map((res) => res.json<CalendarFeed>().url)).toContain(current.url);
  });
});
