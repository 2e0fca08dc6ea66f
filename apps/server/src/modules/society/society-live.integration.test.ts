import type { Session } from '@aurum/shared/auth/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isMessage,
  isReady,
  listenOnLoopback,
  openTestStream,
  type StreamEvent,
  type TestStream,
  ticketFor,
} from '../../test/realtime-test-stream';
import { memberOfTier, setLocalTime, societyStaff } from '../../test/society-fixtures';
import {
  createTestApp,
  databaseKinds,
  type TestApp,
  twoInstancesOnPostgres,
} from '../../test/test-app';

const aboutEvent = (eventId: string) => (event: StreamEvent) =>
  isMessage(event) &&
  (JSON.parse(event.data) as Record<string, unknown>).topic === 'society_events' &&
  (JSON.parse(event.data) as Record<string, unknown>).eventId === eventId;

async function streamOn(t: TestApp, base: string, session: Session) {
  const stream = await openTestStream(
    `${base}/realtime/events?ticket=${await ticketFor(t.app, session)}`,
  );
  await stream.next(isReady);
  return stream;
}

/** Seats change live: an RSVP on one instance reaches another member's stream on the other. */
function liveSuite(instances: () => [TestApp, string, TestApp]) {
  it('tells other members an event’s seats changed, and the promoted member too', async () => {
    const [listening, base, acting] = instances();
    setLocalTime(listening, '2026-07-10T10:00:00');
    setLocalTime(acting, '2026-07-10T10:00:00');
    const staff = await societyStaff(acting);
    const event = await staff.addEvent({ capacity: 1 });
    const [watcher, seated, waiting] = await Promise.all([
      memberOfTier(acting, 'gold', 'Watcher'),
      memberOfTier(acting, 'gold', 'Seated'),
      memberOfTier(acting, 'gold', 'Waiting'),
    ]);
    const watching = await streamOn(listening, base, watcher.session);
    const inLine = await streamOn(listening, base, waiting.session);
    const streams: TestStream[] = [watching, inLine];
    try {
      expect((await seated.rsvp(event.id)).statusCode).toBe(201);
      const told = await watching.next(aboutEvent(event.id));
      // Only the id: the screen reads the seats again through the API (tier rules apply).
      expect(JSON.parse(told.data)).toEqual({ topic: 'society_events', eventId: event.id });
      expect((await waiting.joinWaitlist(event.id)).statusCode).toBe(201);
      const seen = inLine.events.length;
      expect((await seated.cancel(event.id)).statusCode).toBe(200);
      await inLine.next((e) => inLine.events.indexOf(e) >= seen && aboutEvent(event.id)(e));
      const mine = (await waiting.events()).find((e) => e.id === event.id);
      expect(mine).toMatchObject({ rsvp_status: 'registered', attendees: 1 });
    } finally {
      for (const stream of streams) stream.close();
    }
  });
}

describe.each(databaseKinds)('Society live seats on %s', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await listenOnLoopback(t.app);
  });
  afterAll(() => t.close());
  liveSuite(() => [t, base, t]);
});

describe.runIf(process.env.TEST_DATABASE_URL)('Society live seats across two instances', () => {
  let instances: Awaited<ReturnType<typeof twoInstancesOnPostgres>>;
  let base: string;
  beforeAll(async () => {
    instances = await twoInstancesOnPostgres();
    base = await listenOnLoopback(instances.b.app);
  });
  afterAll(() => instances?.close());
  liveSuite(() => [instances.b, base, instances.a]);
});
