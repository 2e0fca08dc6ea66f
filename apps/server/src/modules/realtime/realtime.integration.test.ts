import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, confirmedMember, signIn } from '../../test/auth-fixtures';
import { fileRequest, seedProviders } from '../../test/request-fixtures';
import {
  createTestApp,
  databaseKinds,
  type TestApp,
  twoInstancesOnPostgres,
} from '../../test/test-app';
import {
  isMessage,
  isReady,
  listenOnLoopback,
  openTestStream,
  type StreamEvent,
  ticketFor,
} from '../../test/realtime-test-stream';
import { TICKET_INVALID, TICKET_SECONDS } from './realtime-tickets';

const aboutRequest = (requestId: string) => (event: StreamEvent) =>
  isMessage(event) && (JSON.parse(event.data) as { requestId?: string }).requestId === requestId;

describe.each(databaseKinds)('live updates on %s', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedProviders(t);
    base = await listenOnLoopback(t.app);
  });
  afterAll(() => t.close());

  const signOut = (session: Parameters<typeof bearer>[0], scope: string) =>
    t.app.inject({
      method: 'POST',
      url: `/auth/v1/logout?scope=${scope}`,
      headers: bearer(session),
    });

  const streamOf = async (session: Parameters<typeof bearer>[0]) => {
    const ticket = await ticketFor(t.app, session);
    const stream = await openTestStream(`${base}/realtime/events?ticket=${ticket}`);
    await stream.next(isReady);
    return stream;
  };

  it('opens an event stream that proxies do not buffer or cache', async () => {
    const { session } = await confirmedMember(t);
    const stream = await streamOf(session);
    const { headers } = stream;
    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(headers['cache-control']).toContain('no-cache');
    expect(headers['x-accel-buffering']).toBe('no');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-request-id']).toBeTruthy();
    stream.close();
  });

  it("tells every open screen of the member whose request changed, and nobody else's", async () => {
    const thandi = await confirmedMember(t);
    const sipho = await confirmedMember(t);
    const [tab1, tab2, other] = await Promise.all([
      streamOf(thandi.session),
      streamOf(thandi.session),
      streamOf(sipho.session),
    ]);

    const filed = await fileRequest(t, thandi.session);
    for (const tab of [tab1, tab2]) {
      const event = await tab.next(aboutRequest(filed.request.id));
      expect(JSON.parse(event.data)).toEqual({
        topic: 'service_requests',
        requestId: filed.request.id,
      });
    }

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/service-requests/${filed.request.id}/cancel`,
      headers: bearer(thandi.session),
    });
    expect(cancel.statusCode).toBe(200);
    await vi.waitFor(
      () => expect(tab1.events.filter(aboutRequest(filed.request.id))).toHaveLength(2),
      { timeout: 15_000 },
    );

    // Events reach a stream in commit order: had Sipho been told of Thandi's request, that event
    // would come before the one about his own.
    const own = await fileRequest(t, sipho.session);
    await other.next(aboutRequest(own.request.id));
    expect(other.events.filter(isMessage)).toEqual([
      {
        event: 'message',
        data: JSON.stringify({ topic: 'service_requests', requestId: own.request.id }),
      },
    ]);
    for (const stream of [tab1, tab2, other]) stream.close();
  });

  it('forgets a stream the client closed', async () => {
    const { session } = await confirmedMember(t);
    const stream = await streamOf(session);
    const { hub } = t.services.realtime;
    expect(hub.count(session.user.id)).toBe(1);
    stream.close();
    await vi.waitFor(() => expect(hub.count(session.user.id)).toBe(0), { timeout: 15_000 });
  });

  it('gives tickets to signed-in callers only', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/realtime/ticket' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'AUTH_SESSION_MISSING' });
  });

  it('refuses a missing, forged or expired ticket with 401', async () => {
    const { session } = await confirmedMember(t);
    // Looks like a ticket, but this server never issued it.
    const forged = randomBytes(32).toString('base64url');
    const expired = await ticketFor(t.app, session);
    t.clock.advance(TICKET_SECONDS + 1);
    const refused = [
      '/realtime/events',
      '/realtime/events?ticket=',
      '/realtime/events?ticket=not-a-ticket',
      `/realtime/events?ticket=${forged}`,
      `/realtime/events?ticket=${session.access_token}`,
      `/realtime/events?ticket=${expired}`,
    ];
    for (const url of refused) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual(TICKET_INVALID);
    }
  });

  it('opens one stream per ticket: a used ticket is refused', async () => {
    const { session } = await confirmedMember(t);
    const url = `${base}/realtime/events?ticket=${await ticketFor(t.app, session)}`;
    const first = await openTestStream(url);
    await first.next(isReady);
    await expect(openTestStream(url)).rejects.toThrow('stream refused: 401');
    first.close();
  });

  it('refuses a ticket whose session signed out before it was used', async () => {
    const { session } = await confirmedMember(t);
    const ticket = await ticketFor(t.app, session);
    expect((await signOut(session, 'local')).statusCode).toBe(204);
    await expect(openTestStream(`${base}/realtime/events?ticket=${ticket}`)).rejects.toThrow(
      'stream refused: 401',
    );
  });

  it('closes the open streams of a session that signs out, and only those', async () => {
    const { email, session: phone } = await confirmedMember(t);
    const laptop = (await signIn(t, email)).json() as typeof phone;
    const [phoneTab1, phoneTab2, laptopTab] = await Promise.all([
      streamOf(phone),
      streamOf(phone),
      streamOf(laptop),
    ]);
    const { hub } = t.services.realtime;
    expect(hub.count(phone.user.id)).toBe(3);

    expect((await signOut(phone, 'local')).statusCode).toBe(204);
    await Promise.all([phoneTab1.ended, phoneTab2.ended]);
    expect(hub.count(phone.user.id)).toBe(1);

    // The laptop's stream still hears about changes until the laptop signs out everywhere.
    const filed = await fileRequest(t, laptop);
    await laptopTab.next(aboutRequest(filed.request.id));
    expect((await signOut(laptop, 'global')).statusCode).toBe(204);
    await laptopTab.ended;
    expect(hub.count(phone.user.id)).toBe(0);
  });

  it("closes the other sessions' streams on sign-out of the others", async () => {
    const { email, session: kept } = await confirmedMember(t);
    const other = (await signIn(t, email)).json() as typeof kept;
    const [keptTab, otherTab] = await Promise.all([streamOf(kept), streamOf(other)]);
    expect((await signOut(kept, 'others')).statusCode).toBe(204);
    await otherTab.ended;
    expect(t.services.realtime.hub.count(kept.user.id)).toBe(1);
    keptTab.close();
  });
});

describe.each(databaseKinds)('closing the server on %s', (kind) => {
  it('ends the open streams instead of waiting for them', async () => {
    const t = await createTestApp(kind);
    try {
      const base = await listenOnLoopback(t.app);
      const { session } = await confirmedMember(t);
      const ticket = await ticketFor(t.app, session);
      const stream = await openTestStream(`${base}/realtime/events?ticket=${ticket}`);
      await stream.next(isReady);

      await t.app.close();
      await stream.ended;
      expect(t.services.realtime.hub.count()).toBe(0);
    } finally {
      await t.database.close();
    }
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('two server instances on one PostgreSQL', () => {
  let instances: Awaited<ReturnType<typeof twoInstancesOnPostgres>>;
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  let baseB: string;
  beforeAll(async () => {
    instances = await twoInstancesOnPostgres();
    ({ a, b } = instances);
    await seedProviders(a);
    baseA = await listenOnLoopback(a.app);
    baseB = await listenOnLoopback(b.app);
  });
  afterAll(() => instances?.close());

  it('delivers a change made through one instance to a stream open on the other', async () => {
    const { session } = await confirmedMember(b);
    const onA = await openTestStream(
      `${baseA}/realtime/events?ticket=${await ticketFor(a.app, session)}`,
    );
    const onB = await openTestStream(
      `${baseB}/realtime/events?ticket=${await ticketFor(b.app, session)}`,
    );
    await Promise.all([onA.next(isReady), onB.next(isReady)]);

    const filed = await fileRequest(b, session);
    const event = await onA.next(aboutRequest(filed.request.id));
    expect(JSON.parse(event.data)).toEqual({
      topic: 'service_requests',
      requestId: filed.request.id,
    });
    await onB.next(aboutRequest(filed.request.id));
    onA.close();
    onB.close();
  });

  it('closes a stream open on one instance when its session signs out on the other', async () => {
    const { session } = await confirmedMember(b);
    const onA = await openTestStream(
      `${baseA}/realtime/events?ticket=${await ticketFor(a.app, session)}`,
    );
    await onA.next(isReady);
    const signOut = await b.app.inject({
      method: 'POST',
      url: '/auth/v1/logout?scope=local',
      headers: bearer(session),
    });
    expect(signOut.statusCode).toBe(204);
    await onA.ended;
    expect(a.services.realtime.hub.count(session.user.id)).toBe(0);
  });

  it('refuses on one instance a ticket already used on the other', async () => {
    const { session } = await confirmedMember(a);
    const ticket = await ticketFor(a.app, session);
    const onB = await openTestStream(`${baseB}/realtime/events?ticket=${ticket}`);
    await onB.next(isReady);
    await expect(openTestStream(`${baseA}/realtime/events?ticket=${ticket}`)).rejects.toThrow(
      'stream refused: 401',
    );
    onB.close();
  });
});
