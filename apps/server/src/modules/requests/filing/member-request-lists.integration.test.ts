import type { Session } from '@aurum/shared/auth/session';
import type { RecentServiceRequest } from '@aurum/shared/requests/confirmation-status';
import type { RequestStatusPage } from '@aurum/shared/requests/request-status-page';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, DatabaseHandle } from '../../../db/client';
import { requestStatusUpdates, serviceRequests } from '../../../db/schema/requests';
import { bearer, confirmedMember } from '../../../test/auth-fixtures';
import { fileRequest, seedProviders } from '../../../test/request-fixtures';
import {
  createTestApp,
  databaseKinds,
  type TestApp,
  twoInstancesOnPostgres,
} from '../../../test/test-app';

const CACHE_SECONDS = 30;

const recent = async (t: TestApp, session: Session) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/service-requests?limit=5',
    headers: bearer(session),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as RecentServiceRequest[];
};

const firstPage = async (t: TestApp, session: Session) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/service-requests/details?limit=10',
    headers: bearer(session),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as RequestStatusPage;
};

const descriptions = async (t: TestApp, session: Session) => ({
  recent: (await recent(t, session)).map((request) => request.description),
  page: (await firstPage(t, session)).items.map((request) => request.description),
});

/**
 * Rewrites a request's description by hand with triggers off (`session_replication_role`), so
 * no instance hears of it: what the lists answer afterwards shows whether they came from memory.
 */
const rewriteUnheard = (db: Database, requestId: string, description: string) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(serviceRequests).set({ description }).where(eq(serviceRequests.id, requestId));
  });

/** A timeline entry written by hand (as a job or an operator would): the triggers announce it. */
const addUpdateByHand = (t: TestApp, db: Database, requestId: string) =>
  db.insert(requestStatusUpdates).values({
    requestId,
    message: 'Your driver is confirmed for 09:30.',
    status: 'provider_confirmed',
    updatedBy: 'staff',
    createdAt: new Date(t.clock.now().getTime() + 1000),
  });

/** An instance forgets within milliseconds of a NOTIFY; waiting for it is not a timing claim. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000 });

describe.each(databaseKinds)("a member's request lists kept in memory on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { REQUEST_LIST_CACHE_SECONDS: String(CACHE_SECONDS) } });
    await seedProviders(t);
  });
  afterAll(() => t.close());

  it('answers from memory until the lifetime ends, for changes nobody announced', async () => {
    const { session } = await confirmedMember(t);
    const { request } = await fileRequest(t, session, { description: 'Airport pickup at dawn' });
    const before = await descriptions(t, session);
    expect(before).toEqual({
      recent: ['Airport pickup at dawn'],
      page: ['Airport pickup at dawn'],
    });

    // The filing's own notifications may reach this instance after the lists were read (a busy
    // machine delays them), and rightly make it forget; each try rewrites the description anew
    // and reads again, until one shows the lists answering from memory.
    let tries = 0;
    let unheard = '';
    await eventually(async () => {
      const remembered = await descriptions(t, session);
      unheard = `Changed behind the server ${++tries}`;
      await rewriteUnheard(t.db, request.id, unheard);
      expect(await descriptions(t, session)).toEqual(remembered);
    });
    t.clock.advance(CACHE_SECONDS);
    expect(await descriptions(t, session)).toEqual({ recent: [unheard], page: [unheard] });
  });

  it("shows the member's own changes at once", async () => {
    const { session } = await confirmedMember(t);
    const { request } = await fileRequest(t, session, { description: 'Dinner for six' });
    expect((await recent(t, session)).map((r) => r.status)).toEqual(['pending']);
    expect((await firstPage(t, session)).items).toHaveLength(1);

    t.clock.advance(1);
    await fileRequest(t, session, { description: 'Yacht on Saturday' });
    expect((await descriptions(t, session)).recent).toEqual([
      'Yacht on Saturday',
      'Dinner for six',
    ]);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/service-requests/${request.id}/cancel`,
      headers: bearer(session),
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await recent(t, session)).map((r) => r.status)).toEqual(['pending', 'cancelled']);
    expect((await firstPage(t, session)).items.map((r) => r.status)).toEqual([
      'pending',
      'cancelled',
    ]);
  });

  it('forgets them when any statement changes a request or its timeline', async () => {
    const { session } = await confirmedMember(t);
    const { request } = await fileRequest(t, session);
    const [listed] = await recent(t, session);
    expect(listed?.latest_update_status).not.toBe('provider_confirmed');
    await firstPage(t, session);

    await addUpdateByHand(t, t.db, request.id);
    await eventually(async () => {
      expect((await recent(t, session))[0]?.latest_update_status).toBe('provider_confirmed');
      expect((await firstPage(t, session)).items[0]?.latest_update_status).toBe(
        'provider_confirmed',
      );
    });

    await t.db.delete(serviceRequests).where(eq(serviceRequests.id, request.id));
    await eventually(async () => {
      expect(await recent(t, session)).toEqual([]);
      expect((await firstPage(t, session)).items).toEqual([]);
    });
  });

  it("keeps one member's lists apart from another's", async () => {
    const thandi = (await confirmedMember(t)).session;
    const pieter = (await confirmedMember(t)).session;
    await fileRequest(t, thandi, { description: "Thandi's chef" });
    await fileRequest(t, pieter, { description: "Pieter's driver" });
    for (let round = 0; round < 2; round++) {
      expect(await descriptions(t, thandi)).toEqual({
        recent: ["Thandi's chef"],
        page: ["Thandi's chef"],
      });
      expect(await descriptions(t, pieter)).toEqual({
        recent: ["Pieter's driver"],
        page: ["Pieter's driver"],
      });
    }
  });

  it('keeps nothing with REQUEST_LIST_CACHE_SECONDS=0', async () => {
    const uncached = await createTestApp(kind, { env: { REQUEST_LIST_CACHE_SECONDS: '0' } });
    try {
      await seedProviders(uncached);
      const { session } = await confirmedMember(uncached);
      const { request } = await fileRequest(uncached, session, { description: 'Villa week' });
      await descriptions(uncached, session);
      await rewriteUnheard(uncached.db, request.id, 'Changed behind the server');
      expect(await descriptions(uncached, session)).toEqual({
        recent: ['Changed behind the server'],
        page: ['Changed behind the server'],
      });
    } finally {
      await uncached.close();
    }
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)("a member's request lists with two instances on one PostgreSQL", () => {
  let instances: Awaited<ReturnType<typeof twoInstancesOnPostgres>>;
  let database: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    instances = await twoInstancesOnPostgres({
      env: { REQUEST_LIST_CACHE_SECONDS: String(CACHE_SECONDS) },
    });
    ({ database, a, b } = instances);
    await seedProviders(a);
  });
  afterAll(() => instances?.close());

  it('shows on one instance the requests filed and changed on the other', async () => {
    const { session } = await confirmedMember(a);
    const { request } = await fileRequest(a, session, { description: 'Chef on Friday' });
    for (const instance of [a, b]) {
      expect((await descriptions(instance, session)).recent).toEqual(['Chef on Friday']);
    }

    a.clock.advance(1);
    b.clock.advance(1);
    await fileRequest(b, session, { description: 'Driver on Saturday' });
    expect((await descriptions(b, session)).recent).toEqual([
      'Driver on Saturday',
      'Chef on Friday',
    ]);
    await eventually(async () =>
      expect(await descriptions(a, session)).toEqual({
        recent: ['Driver on Saturday', 'Chef on Friday'],
        page: ['Driver on Saturday', 'Chef on Friday'],
      }),
    );

    await addUpdateByHand(a, database.db, request.id);
    for (const instance of [a, b]) {
      await eventually(async () => {
        const chef = (await recent(instance, session)).find((r) => r.id === request.id);
        expect(chef?.latest_update_status).toBe('provider_confirmed');
      });
    }
  });
});
