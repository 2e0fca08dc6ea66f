import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-fixtures';
import { conciergeStaff, memberOnTier } from '../../test/human-concierge-fixtures';
import {
  isMessage,
  isReady,
  listenOnLoopback,
  openTestStream,
  type StreamEvent,
  ticketFor,
} from '../../test/realtime-test-stream';
import { mailsTo } from '../../test/request-fixtures';
import { type TestApp, twoInstancesOnPostgres } from '../../test/test-app';

const RACES = 20;
/** Tuesday 2 June 2026, 10:00 in Johannesburg. */
const TUESDAY_10 = new Date('2026-06-02T08:00:00Z');

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * The human concierge on two instances over one PostgreSQL: accepting, rating and the promise
 * job race; one wins, every loser gets a clear 4xx (never a 5xx), and a missed promise is raised
 * exactly once whichever instance runs the job.
 */
describe.runIf(adminUrl)('human concierge races across two instances on PostgreSQL', () => {
  let instances: Awaited<ReturnType<typeof twoInstancesOnPostgres>>;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // One deployment: both instances seal and open threads with the same data key.
    instances = await twoInstancesOnPostgres({
      poolSize: 4,
      env: { DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') },
    });
    ({ a, b } = instances);
    for (const t of [a, b]) t.clock.set(new Date(TUESDAY_10.getTime() - 10_000));
  });
  afterAll(() => instances?.close());

  it(`lets one of ${RACES} accepts on two instances win; the rest get 409`, async () => {
    const thandiA = await conciergeStaff(a, 'Thandi Mokoena');
    for (const t of [a, b]) t.clock.advance(1);
    const siphoA = await conciergeStaff(a, 'Sipho Dlamini');
    for (const t of [a, b]) t.clock.set(TUESDAY_10);
    const gold = await memberOnTier(a, 'gold');
    const theCase = await gold.connect({ assistant_id: thandiA.id });
    const tries = await Promise.all(
      Array.from({ length: RACES }, (_, i) => {
        const t = i % 2 ? a : b;
        const staff = i % 4 < 2 ? thandiA : siphoA;
        return t.app.inject({
          method: 'POST',
          url: `/api/admin/concierge/cases/${theCase.id}/accept`,
          headers: staff.headers,
        });
      }),
    );
    const codes = tries.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(RACES - 1);
    const winner = tries.find((r) => r.statusCode === 200)!.json();
    // Both sides write into the thread at once: nothing is lost, nothing deadlocks.
    const holder = winner.assigned_assistant.id === thandiA.id ? thandiA : siphoA;
    const writes = await Promise.all(
      Array.from({ length: RACES }, (_, i) =>
        (i % 2 ? a : b).app.inject({
          method: 'POST',
          url:
            i % 3 === 0
              ? `/api/admin/concierge/cases/${theCase.id}/messages`
              : `/api/human-concierge/cases/${theCase.id}/messages`,
          headers: i % 3 === 0 ? holder.headers : bearer(gold.session),
          payload: { text: `message ${i}` },
        }),
      ),
    );
    expect(writes.map((r) => r.statusCode)).toEqual(writes.map(() => 201));
    const thread = await gold.get(theCase.id);
    expect(thread.messages.filter((m) => m.text.startsWith('message '))).toHaveLength(RACES);

    await holder.status(theCase.id, 'completed');
    const ratings = await Promise.all(
      Array.from({ length: RACES }, (_, i) =>
        (i % 2 ? a : b).app.inject({
          method: 'POST',
          url: `/api/human-concierge/cases/${theCase.id}/rating`,
          headers: bearer(gold.session),
          payload: { rating: 1 + (i % 5) },
        }),
      ),
    );
    const rated = ratings.map((r) => r.statusCode);
    expect(rated.filter((c) => c === 200)).toHaveLength(1);
    expect(rated.filter((c) => c === 409)).toHaveLength(RACES - 1);
  });

  it('raises a missed promise exactly once when both instances run the job', async () => {
    for (const t of [a, b]) t.clock.set(TUESDAY_10);
    const staff = await conciergeStaff(a, 'Lerato Nkosi');
    const gold = await memberOnTier(a, 'gold');
    const [first] = (await gold.assistants()).assistants;
    const theCase = await gold.connect({ assistant_id: first!.id });
    for (const t of [a, b]) t.clock.advance(121 * 60);
    await Promise.all([a.services.jobs.drain(), b.services.jobs.drain()]);
    const due = theCase.promise.due_at;
    await Promise.all([
      a.services.humanConciergeArea.promises.raise(theCase.id, due),
      b.services.humanConciergeArea.promises.raise(theCase.id, due),
    ]);
    const mails = (await mailsTo(a, a.config.ADMIN_EMAIL)).filter((m) =>
      m.text.includes(`Case ${theCase.id}`),
    );
    expect(mails).toHaveLength(1);
    const read = await a.services.humanConciergeArea.staffCases.get(theCase.id);
    expect(read.promise.overdue).toBe(true);
    expect(read.messages.filter((m) => m.author === 'system')).toHaveLength(1);
    expect(staff.id).toEqual(expect.any(String));
  });

  it('carries thread messages live both ways across the instances, to no one else', async () => {
    for (const t of [a, b]) t.clock.set(TUESDAY_10);
    const [baseA, baseB] = [await listenOnLoopback(a.app), await listenOnLoopback(b.app)];
    const streamOn = async (base: string, t: TestApp, session: Parameters<typeof ticketFor>[1]) => {
      const stream = await openTestStream(
        `${base}/realtime/events?ticket=${await ticketFor(t.app, session)}`,
      );
      await stream.next(isReady);
      return stream;
    };
    const staff = await conciergeStaff(a, 'Naledi Staff');
    const gold = await memberOnTier(a, 'gold');
    const other = await memberOnTier(a, 'gold');
    const [first] = (await gold.assistants()).assistants;
    const theCase = await gold.connect({ assistant_id: first!.id });
    await b.app.inject({
      method: 'POST',
      url: `/api/admin/concierge/cases/${theCase.id}/accept`,
      headers: staff.headers,
    });
    const memberOnA = await streamOn(baseA, a, gold.session);
    const staffOnB = await streamOn(baseB, b, staff.session);
    const otherOnB = await streamOn(baseB, b, other.session);
    const about = (messageId: string) => (event: StreamEvent) =>
      isMessage(event) && event.data.includes(messageId);
    try {
      const accepted = await a.services.humanConciergeArea.staffCases.get(theCase.id);
      expect(accepted.assigned_assistant!.id).toBe(staff.id);
      const reply = await b.app.inject({
        method: 'POST',
        url: `/api/admin/concierge/cases/${theCase.id}/messages`,
        headers: staff.headers,
        payload: { text: 'Hello from instance B' },
      });
      const heard = await memberOnA.next(about(reply.json().id));
      expect(JSON.parse(heard.data)).toMatchObject({ topic: 'case_thread', caseId: theCase.id });
      const mine = await a.app.inject({
        method: 'POST',
        url: `/api/human-concierge/cases/${theCase.id}/messages`,
        headers: bearer(gold.session),
        payload: { text: 'Hello from instance A' },
      });
      await staffOnB.next(about(mine.json().id));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(otherOnB.events.filter((e) => e.data.includes(theCase.id))).toEqual([]);
    } finally {
      for (const stream of [memberOnA, staffOnB, otherOnB]) stream.close();
    }
  });
});
