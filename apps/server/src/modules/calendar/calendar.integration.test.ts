import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequests } from '../../db/schema/requests';
import { bearer, confirmedMember } from '../../test/auth-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

type Session = Parameters<typeof bearer>[0];

describe.each(databaseKinds)('the calendar on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const list = (session: Session, from: string, to: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/calendar/events?from=${from}&to=${to}`,
      headers: bearer(session),
    });
  const add = (session: Session, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/calendar/events',
      headers: bearer(session),
      payload,
    });

  it('adds personal events and lists the range in date and time order', async () => {
    const { session } = await confirmedMember(t);
    const dinner = await add(session, {
      title: 'Dinner at The Test Kitchen',
      date: '2026-12-04',
      time: '19:30',
      place: 'Woodstock',
    });
    expect(dinner.statusCode).toBe(201);
    expect(dinner.json()).toMatchObject({
      kind: 'personal',
      title: 'Dinner at The Test Kitchen',
      date: '2026-12-04',
      time: '19:30',
      place: 'Woodstock',
      status: 'confirmed',
      editable: true,
    });
    await add(session, { title: 'Spa day', date: '2026-12-04' });
    await add(session, { title: 'Flight to Cape Town', date: '2026-12-04', time: '07:05' });
    await add(session, { title: 'Next month', date: '2027-01-02' });

    const res = await list(session, '2026-11-29', '2027-01-01');
    expect(res.statusCode).toBe(200);
    expect(
      res.json().map((e: { title: string; time: string | null }) => [e.title, e.time]),
    ).toEqual([
      ['Spa day', null],
      ['Flight to Cape Town', '07:05'],
      ['Dinner at The Test Kitchen', '19:30'],
    ]);
  });

  it('shows requests with a preferred date on the member local day', async () => {
    const { session } = await confirmedMember(t);
    await t.db.insert(serviceRequests).values([
      {
        userId: session.user.id,
        serviceType: 'personal_driver',
        description: 'Airport pickup',
        location: 'King Shaka International',
        preferredDate: new Date('2026-03-01T23:30:00Z'),
        preferredTimeSet: true,
        confirmationStatus: 'confirmed',
      },
      { userId: session.user.id, serviceType: 'chef', description: 'No date yet' },
    ]);
    const entries = (await list(session, '2026-03-02', '2026-03-02')).json();
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'service_request',
        title: 'Personal Driver',
        date: '2026-03-02',
        time: '01:30',
        status: 'confirmed',
        place: 'King Shaka International',
        editable: false,
        // What the one displayed-status rule needs, as on /request-status.
        request_status: 'pending',
        latest_update_status: null,
      }),
    ]);
    expect((await list(session, '2026-03-01', '2026-03-01')).json()).toEqual([]);
  });

  it('edits and deletes a personal event', async () => {
    const { session } = await confirmedMember(t);
    const created = (
      await add(session, { title: 'Golf', date: '2026-12-10', time: '08:00' })
    ).json();
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/calendar/events/${created.source_id}`,
      headers: bearer(session),
      payload: { title: 'Golf at Steenberg', date: '2026-12-11', time: '', place: 'Tokai' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Golf at Steenberg',
      date: '2026-12-11',
      time: null,
      place: 'Tokai',
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/calendar/events/${created.source_id}`,
      headers: bearer(session),
    });
    expect(removed.statusCode).toBe(204);
    expect((await list(session, '2026-12-01', '2026-12-31')).json()).toEqual([]);
  });

  it('keeps each member calendar to its owner', async () => {
    const owner = await confirmedMember(t);
    const other = await confirmedMember(t);
    const event = (await add(owner.session, { title: 'Private', date: '2026-12-20' })).json();
    expect((await list(other.session, '2026-12-01', '2026-12-31')).json()).toEqual([]);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/calendar/events/${event.source_id}`,
        headers: bearer(other.session),
        payload: method === 'PATCH' ? { title: 'Mine now', date: '2026-12-20' } : undefined,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Event not found' });
    }
    expect((await list(owner.session, '2026-12-20', '2026-12-20')).json()[0].title).toBe('Private');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/calendar/events?from=2026-12-01&to=2026-12-02',
        })
      ).statusCode,
    ).toBe(401);
  });

  it.each([
    ['/api/calendar/events?from=2026-12-10&to=2026-12-01', 'From must not be after To'],
    ['/api/calendar/events?from=2026-01-01&to=2026-12-31', 'Ask for at most 62 days at once'],
    ['/api/calendar/events?from=yesterday&to=2026-12-31', 'From must be a real date (YYYY-MM-DD)'],
    ['/api/calendar/events', 'From is required'],
  ])('refuses the range %s', async (url, message) => {
    const { session } = await confirmedMember(t);
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(session) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });

  it.each([
    [{ date: '2026-12-01' }, 'Title is required'],
    [{ title: '   ', date: '2026-12-01' }, 'Title is required'],
    [{ title: 'x', date: '2026-02-29' }, 'Date must be a real date (YYYY-MM-DD)'],
    [{ title: 'x', date: '2026-12-01', time: '7pm' }, 'Time must be like 14:30'],
  ])('refuses the event %j', async (payload, message) => {
    const { session } = await confirmedMember(t);
    const res = await add(session, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 404 for an id that is not an event', async () => {
    const { session } = await confirmedMember(t);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/calendar/events/not-a-uuid',
      headers: bearer(session),
    });
    expect(res.statusCode).toBe(404);
  });
});
