import type { CalendarEntry } from '@aurum/shared/calendar/calendar-contract';
import { SOCIETY_ERRORS, type SocietyEvent } from '@aurum/shared/society/society-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/admin-fixtures';
import {
  memberOfTier,
  seatsOf,
  setLocalTime,
  societyMailsTo,
  societyStaff,
} from '../../test/society-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

const json = <T>(res: { json: () => unknown }) => res.json() as T;

describe.each(databaseKinds)('Society events on %s', (kind) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof societyStaff>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    setLocalTime(t, '2026-07-10T10:00:00');
    staff = await societyStaff(t);
  });
  afterAll(() => t.close());

  it('lists events by the tier rules: gold sees gold, platinum gold and platinum, black all, trial none', async () => {
    setLocalTime(t, '2026-07-10T10:00:00');
    const gold = await staff.addEvent({ tier_requirement: 'gold', title: 'Gold evening' });
    const platinum = await staff.addEvent({
      tier_requirement: 'platinum',
      title: 'Platinum dinner',
    });
    const black = await staff.addEvent({ tier_requirement: 'black', title: 'Black safari' });
    const seen = async (tier: 'trial' | 'gold' | 'platinum' | 'black') => {
      const ids = new Set([gold.id, platinum.id, black.id]);
      const events = await (await memberOfTier(t, tier)).events();
      return events.filter((event) => ids.has(event.id)).map((event) => event.title);
    };
    expect(await seen('trial')).toEqual([]);
    expect(await seen('gold')).toEqual(['Gold evening']);
    expect((await seen('platinum')).toSorted()).toEqual(['Gold evening', 'Platinum dinner']);
    expect((await seen('black')).toSorted()).toEqual([
      'Black safari',
      'Gold evening',
      'Platinum dinner',
    ]);

    // A trial member's direct calls are refused, whatever they send.
    const trial = await memberOfTier(t, 'trial');
    for (const id of [gold.id, platinum.id, black.id]) {
      for (const res of [
        await trial.call('POST', `/api/society/events/${id}/rsvp`, { tier: 'black' }),
        await trial.joinWaitlist(id),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          code: 'NO_EVENTS_FOR_TIER',
          message: SOCIETY_ERRORS.noEvents,
        });
      }
    }
    const goldMember = await memberOfTier(t, 'gold');
    expect((await goldMember.rsvp(platinum.id)).json()).toMatchObject({ code: 'TIER_REQUIRED' });
    expect((await goldMember.rsvp(black.id)).statusCode).toBe(403);
    expect((await goldMember.rsvp(gold.id)).statusCode).toBe(201);
  });

  it('RSVPs raise attendees by one, the last seat makes it full, the waitlist promotes the first in line', async () => {
    setLocalTime(t, '2026-07-10T10:00:00');
    const event = await staff.addEvent({ capacity: 2, title: 'Piano recital', time: '19:30' });
    const [a, b, c, d] = await Promise.all(
      ['A', 'B', 'C', 'D'].map((name) => memberOfTier(t, 'platinum', `Member ${name}`)),
    );
    const first = await a!.rsvp(event.id);
    expect(first.statusCode, first.body).toBe(201);
    expect(json<SocietyEvent>(first)).toMatchObject({ attendees: 1, rsvp_status: 'registered' });
    expect((await a!.rsvp(event.id)).json()).toMatchObject({
      code: 'ALREADY_REGISTERED',
    });
    expect(json<SocietyEvent>(await b!.rsvp(event.id))).toMatchObject({
      attendees: 2,
      capacity: 2,
    });
    const full = await c!.rsvp(event.id);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ code: 'EVENT_FULL', message: SOCIETY_ERRORS.eventFull });

    // The waitlist: join, see your place, leave.
    expect(json<SocietyEvent>(await c!.joinWaitlist(event.id))).toMatchObject({
      rsvp_status: 'waitlisted',
      waitlist_position: 1,
      waitlist_length: 1,
    });
    expect(json<SocietyEvent>(await d!.joinWaitlist(event.id))).toMatchObject({
      waitlist_position: 2,
      waitlist_length: 2,
    });
    expect((await d!.joinWaitlist(event.id)).statusCode).toBe(409);
    expect(json<SocietyEvent>(await d!.leaveWaitlist(event.id))).toMatchObject({
      rsvp_status: 'not_registered',
      waitlist_position: null,
      waitlist_length: 1,
    });
    expect((await d!.leaveWaitlist(event.id)).statusCode).toBe(409);
    expect((await a!.joinWaitlist(event.id)).statusCode).toBe(409);

    // A cancels: the seat goes to C at once, who is told by e-mail with the .ics.
    expect(json<SocietyEvent>(await a!.cancel(event.id))).toMatchObject({
      rsvp_status: 'not_registered',
      attendees: 2,
      waitlist_length: 0,
    });
    expect((await a!.cancel(event.id)).statusCode).toBe(409);
    // Another member can neither cancel nor see B's seat as theirs.
    expect((await d!.cancel(event.id)).json()).toMatchObject({ code: 'NOT_REGISTERED' });
    expect((await d!.events()).find((e) => e.id === event.id)).toMatchObject({
      rsvp_status: 'not_registered',
    });
    expect(await seatsOf(t, event.id)).toEqual({
      attendees: 2,
      registered: [b!.id, c!.id],
      waitlisted: [],
    });
    const mine = (await c!.events()).find((e) => e.id === event.id)!;
    expect(mine).toMatchObject({ rsvp_status: 'registered', attendees: 2 });
    const toC = await societyMailsTo(t, c!.email);
    expect(toC.map((mail) => mail.subject)).toEqual(['A seat is yours: Piano recital']);
    expect(toC[0]!.attachments![0]!.content).toContain('SUMMARY:Piano recital');

    // The RSVP's confirmation carries the event as an .ics file.
    const toB = await societyMailsTo(t, b!.email);
    expect(toB).toHaveLength(1);
    expect(toB[0]!.subject).toBe("You're registered: Piano recital");
    expect(toB[0]!.attachments).toEqual([
      expect.objectContaining({ filename: 'aurum-event.ics', contentType: 'text/calendar' }),
    ]);
    const ics = toB[0]!.attachments![0]!.content;
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`UID:society_event-${event.id}@aurum`);
    expect(ics).toContain('DTSTART;TZID=Africa/Johannesburg:20260915T193000');
    expect(ics).toContain('LOCATION:Franschhoek');

    // The dev mailbox lists the attachment and serves it.
    const mailbox = json<{ to: string; attachments: { filename: string; url: string }[] }[]>(
      await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' }),
    );
    const listed = mailbox.find((mail) => mail.to === b!.email)!;
    expect(listed.attachments[0]!.filename).toBe('aurum-event.ics');
    const file = await t.app.inject({ method: 'GET', url: listed.attachments[0]!.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/calendar');
    expect(file.body).toContain('SUMMARY:Piano recital');

    // The RSVP is in the member's calendar; the waitlist and a cancelled RSVP are not.
    const calendarOf = async (member: typeof a) =>
      json<CalendarEntry[]>(
        await member!.call('GET', '/api/calendar/events?from=2026-09-01&to=2026-09-30'),
      ).filter((entry) => entry.kind === 'society_event');
    expect(await calendarOf(b)).toEqual([
      expect.objectContaining({
        source_id: event.id,
        title: 'Piano recital',
        date: '2026-09-15',
        time: '19:30',
        place: 'Franschhoek',
        status: 'confirmed',
      }),
    ]);
    expect(await calendarOf(a)).toEqual([]);
    expect(await calendarOf(d)).toEqual([]);
  });

  it('gives two seats freed at once to the first two in line, each exactly once; more capacity promotes too', async () => {
    setLocalTime(t, '2026-07-10T10:00:00');
    const event = await staff.addEvent({ capacity: 2, tier_requirement: 'platinum' });
    const members = await Promise.all(
      ['Ama', 'Bongi', 'Carel', 'Dineo', 'Emma'].map((name) => memberOfTier(t, 'black', name)),
    );
    const [a, b, c, d, e] = members as [
      (typeof members)[0],
      (typeof members)[0],
      (typeof members)[0],
      (typeof members)[0],
      (typeof members)[0],
    ];
    await a.rsvp(event.id);
    await b.rsvp(event.id);
    for (const member of [c, d, e])
      expect((await member.joinWaitlist(event.id)).statusCode).toBe(201);
    const cancels = await Promise.all([a.cancel(event.id), b.cancel(event.id)]);
    expect(cancels.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(await seatsOf(t, event.id)).toEqual({
      attendees: 2,
      registered: [c.id, d.id],
      waitlisted: [e.id],
    });
    expect((await e.events()).find((x) => x.id === event.id)).toMatchObject({
      rsvp_status: 'waitlisted',
      waitlist_position: 1,
    });
    for (const member of [c, d]) {
      expect((await societyMailsTo(t, member.email)).map((mail) => mail.kind)).toEqual([
        'society.seat_freed',
      ]);
    }
    expect(await societyMailsTo(t, e.email)).toEqual([]);

    // Below the registered members is refused; more seats go to the line at once.
    expect((await staff.patch(`/society/events/${event.id}`, { capacity: 1 })).statusCode).toBe(
      409,
    );
    const raised = await staff.patch(`/society/events/${event.id}`, { capacity: 4 });
    expect(raised.json()).toMatchObject({ capacity: 4, attendees: 3, waitlist_length: 0 });
    expect((await seatsOf(t, event.id)).registered).toEqual([c.id, d.id, e.id]);
    expect((await societyMailsTo(t, e.email)).map((mail) => mail.kind)).toEqual([
      'society.seat_freed',
    ]);
  });

  it('refuses RSVPs to past and retired events; retiring tells those who held a place', async () => {
    setLocalTime(t, '2026-07-10T10:00:00');
    const past = await staff.addEvent({ date: '2026-07-09', time: '19:00' });
    const retired = await staff.addEvent({ title: 'Called off', capacity: 1 });
    const [seated, waiting] = await Promise.all([
      memberOfTier(t, 'gold', 'Seated'),
      memberOfTier(t, 'gold', 'Waiting'),
    ]);
    expect((await seated.rsvp(retired.id)).statusCode).toBe(201);
    expect((await waiting.joinWaitlist(retired.id)).statusCode).toBe(201);
    await staff.post(`/society/events/${retired.id}/retire`);
    for (const member of [seated, waiting]) {
      expect((await societyMailsTo(t, member.email)).map((mail) => mail.subject)).toContain(
        'Cancelled: Called off',
      );
    }
    const member = await memberOfTier(t, 'black');
    expect((await member.rsvp(past.id)).json()).toEqual({
      code: 'EVENT_PAST',
      message: SOCIETY_ERRORS.eventPast,
    });
    const ids = (await member.events()).map((event) => event.id);
    expect(ids).not.toContain(past.id);
    expect(ids).not.toContain(retired.id);
    expect((await member.rsvp(retired.id)).statusCode).toBe(404);
  });

  it('answers bad input with 4xx and a message, and admits only members and staff where each belongs', async () => {
    setLocalTime(t, '2026-07-10T10:00:00');
    const event = await staff.addEvent({});
    const member = await memberOfTier(t, 'gold');
    for (const id of ['x', '00000000-0000-0000-0000-000000000000']) {
      const res = await member.rsvp(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: SOCIETY_ERRORS.eventNotFound });
    }
    for (const body of [
      {},
      { ...eventBody(), capacity: 0 },
      { ...eventBody(), capacity: 'ten' },
      { ...eventBody(), tier_requirement: 'trial' },
      { ...eventBody(), date: '2026-13-01' },
      { ...eventBody(), time: '25:00' },
    ]) {
      const res = await staff.post('/society/events', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect(
      (await staff.patch(`/society/events/${event.id}`, { date: '2026-10-01' })).statusCode,
    ).toBe(400);

    const routes = [
      ['GET', '/api/society/events'],
      ['POST', `/api/society/events/${event.id}/rsvp`],
      ['DELETE', `/api/society/events/${event.id}/rsvp`],
      ['POST', `/api/society/events/${event.id}/waitlist`],
      ['DELETE', `/api/society/events/${event.id}/waitlist`],
      ['GET', '/api/society/gifts'],
      ['GET', '/api/society/benefits'],
    ] as const;
    const provider = await signedInAs(t, 'provider');
    for (const [method, url] of routes) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method, url, headers: provider.headers })).statusCode, url).toBe(
        403,
      );
      expect((await t.app.inject({ method, url, headers: staff.headers })).statusCode, url).toBe(
        403,
      );
    }
    for (const [method, url] of [
      ['GET', '/api/admin/society/events'],
      ['POST', '/api/admin/society/events'],
      ['PATCH', `/api/admin/society/events/${event.id}`],
      ['POST', `/api/admin/society/events/${event.id}/retire`],
      ['GET', '/api/admin/society/gifts'],
      ['POST', '/api/admin/society/gifts'],
    ] as const) {
      for (const headers of [member.headers(), provider.headers]) {
        expect((await t.app.inject({ method, url, headers, payload: {} })).statusCode, url).toBe(
          403,
        );
      }
    }
  });
});

function eventBody() {
  return {
    title: 'Dinner',
    description: 'Dinner',
    date: '2026-09-15',
    time: '19:00',
    location: 'Cape Town',
    capacity: 10,
    tier_requirement: 'gold',
    category: 'dining',
  };
}
