import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmedMemberOver,
  type Outcome,
  type ServerProcess,
  sleep,
  startServerProcess,
  untilServed,
} from '../test/server-process';

/**
 * A database outage under load (issue 24): the real server process on its own PostgreSQL
 * database, a member writing calendar events and reading their session at a steady pace, and
 * the database taken away for three seconds from the server's side (every connection of the
 * database terminated, new ones refused), then given back. The process must live, answer 503
 * with {code, message} and Retry-After meanwhile (never a 500, never a dropped connection),
 * serve again by itself afterwards, keep every write it acknowledged, and run its jobs again.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const OUTAGE_MS = 3000;

describe.runIf(adminUrl)('a PostgreSQL outage under load', () => {
  const database = `aurum_outage_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let admin: pg.Client;
  let server: ServerProcess;
  const call: ServerProcess['call'] = (...args) => server.call(...args);
  const confirmedMember = (email: string) => confirmedMemberOver(server, email);

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${database}`;
    server = await startServerProcess(url.toString());
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await admin?.query(`alter database ${database} with allow_connections true`).catch(() => {});
    await admin?.query(`drop database if exists ${database} with (force)`).catch(() => {});
    await admin?.end();
  }, 30_000);

  it('stays up, answers 503 with Retry-After meanwhile, recovers by itself and loses nothing', async () => {
    const token = await confirmedMember(`outage.${Date.now().toString(36)}@example.co.za`);
    const acknowledged: string[] = [];
    const outcomes: Outcome[] = [];
    let writes = 0;
    let load = true;

    // Steady traffic in three lanes: a write, then a session read, again and again.
    const worker = async (lane: number) => {
      while (load) {
        const title = `Outage check ${lane}-${(writes += 1)}`;
        const write = await call('POST', '/api/calendar/events', {
          token,
          body: { title, date: '2026-12-04', time: '15:00' },
        });
        if (write.status === 201) acknowledged.push(title);
        outcomes.push(write, await call('GET', '/auth/v1/user', { token }));
        await sleep(20);
      }
    };
    const workers = [1, 2, 3].map(worker);
    await sleep(500);

    // The outage: new connections refused, every open one (pool, LISTEN, jobs) cut, for 3 s.
    await admin.query(`alter database ${database} with allow_connections false`);
    const end = Date.now() + OUTAGE_MS;
    while (Date.now() < end) {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = $1 and pid <> pg_backend_pid()`,
        [database],
      );
      await sleep(250);
    }
    await admin.query(`alter database ${database} with allow_connections true`);

    const recovered = await untilServed(() =>
      call('POST', '/api/calendar/events', {
        token,
        body: { title: 'After the outage', date: '2026-12-04' },
      }),
    );
    await sleep(500);
    load = false;
    await Promise.all(workers);

    expect(server.exited(), server.output()).toBeNull();
    expect(recovered.status).toBe(201);
    acknowledged.push('After the outage');

    // Throughout: 2xx (a query that made it) or 503, never a 500 or a dropped connection.
    const refused = outcomes.filter((outcome) => outcome.status === 503);
    expect(refused.length, 'requests met the outage').toBeGreaterThan(0);
    for (const outcome of outcomes) {
      expect([200, 201, 503], JSON.stringify(outcome)).toContain(outcome.status);
    }
    for (const outcome of refused) {
      expect(outcome.body).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: expect.stringMatching(/try again/i),
      });
      expect(Number(outcome.retryAfter)).toBeGreaterThan(0);
    }

    // Nothing acknowledged is lost.
    const listed = await call('GET', '/api/calendar/events?from=2026-12-01&to=2026-12-31', {
      token,
    });
    expect(listed.status).toBe(200);
    const titles = new Set(
      (listed.body as { title: string; kind: string }[]).map((entry) => entry.title),
    );
    for (const title of acknowledged) expect(titles.has(title), title).toBe(true);

    // The job worker carries on by itself: a new sign-up's confirmation e-mail goes out.
    await confirmedMember(`after.${Date.now().toString(36)}@example.co.za`);
    expect(server.exited(), server.output()).toBeNull();
  }, 120_000);
});
