import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedPostgresTemplate } from '../test/migrated-templates';
import {
  confirmedMemberOver,
  type Outcome,
  type ServerProcess,
  sleep,
  startServerProcess,
  untilServed,
} from '../test/server-process';
import { startSmtpPeer } from '../test/smtp-peer';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';

/**
 * PostgreSQL dropped and back under load on two instances (issue 33, ADR 085): two real server
 * processes reach one database only through a TCP proxy the test controls, and carry a steady
 * mixed load of reads, acknowledged writes and sign-ups (each queueing a confirmation e-mail in
 * the outbox, delivered by a real SMTP peer). The proxy resets every connection and refuses new
 * ones for three seconds, then lets them through again. Both processes must live, answer 503 with
 * {code, message} and Retry-After meanwhile (never a 500 or a dropped socket), serve again within
 * five seconds of the database's return, keep every write they acknowledged, and deliver every
 * queued e-mail exactly once.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const OUTAGE_MS = 3000;
const RECOVERY_BUDGET_MS = 5000;
const CONFIRMATION = 'Confirm your Aurum membership';

interface Lane {
  server: ServerProcess;
  token: string;
  name: string;
}

describe.runIf(adminUrl)('PostgreSQL dropped and back under load on two instances', () => {
  const database = `aurum_faults_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let admin: pg.Client;
  let proxy: TcpProxy;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const template = await migratedPostgresTemplate(adminUrl!);
    await admin.query(`create database ${database} template ${template}`);
    const direct = new URL(adminUrl!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    smtp = await startSmtpPeer();
    const viaProxy = new URL(adminUrl!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    viaProxy.pathname = `/${database}`;
    // The same secrets on both, as every instance of a deployment has (docs/operations.md).
    const env = {
      SMTP_URL: smtp.url,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    };
    [a, b] = await Promise.all([
      startServerProcess(viaProxy.toString(), env),
      startServerProcess(viaProxy.toString(), env),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await proxy?.close();
    await smtp?.close();
    await admin?.query(`drop database if exists ${database} with (force)`).catch(() => {});
    await admin?.end();
  }, 30_000);

  const deliveries = (email: string) =>
    smtp.received.filter((mail) => mail.to.includes(email) && mail.subject === CONFIRMATION);

  it('keeps both up with 503s meanwhile, recovers within 5 s, and loses or doubles nothing', async () => {
    const lanes: Lane[] = [
      {
        server: a,
        name: 'A',
        token: await confirmedMemberOver(a, `lane.a.${database}@example.co.za`),
      },
      {
        server: b,
        name: 'B',
        token: await confirmedMemberOver(b, `lane.b.${database}@example.co.za`),
      },
    ];
    const acknowledged: string[] = [];
    const signedUp: string[] = [];
    const outcomes = new Map<string, Outcome[]>([
      ['A', []],
      ['B', []],
    ]);
    let step = 0;
    let load = true;

    // Two lanes per instance: a write, a read of the session, a read of the calendar, and every
    // fourth round a sign-up (a confirmation e-mail queued in the outbox with the new account).
    const worker = async (lane: Lane, n: number) => {
      const seen = outcomes.get(lane.name)!;
      while (load) {
        const round = (step += 1);
        const title = `Outage ${lane.name}${n}-${round}`;
        const write = await lane.server.call('POST', '/api/calendar/events', {
          token: lane.token,
          body: { title, date: '2026-12-04', time: '15:00' },
        });
        if (write.status === 201) acknowledged.push(title);
        seen.push(
          write,
          await lane.server.call('GET', '/auth/v1/user', { token: lane.token }),
          await lane.server.call('GET', '/api/calendar/events?from=2026-12-01&to=2026-12-31', {
            token: lane.token,
          }),
        );
        if (round % 4 === 0) {
          const email = `signup.${round}.${database}@example.co.za`;
          const signup = await lane.server.call('POST', '/auth/v1/signup', {
            body: { email, password: 'Sunset-Villa-42!', data: { name: 'Sipho Dlamini' } },
          });
          if (signup.status === 200) signedUp.push(email);
          seen.push(signup);
        }
        await sleep(20);
      }
    };
    const workers = lanes.flatMap((lane) => [worker(lane, 1), worker(lane, 2)]);
    await sleep(800);

    // The database goes away for every instance at once, then comes back on the same address.
    const before = proxy.accepted();
    await proxy.cut();
    await sleep(OUTAGE_MS);
    await proxy.restore();
    const back = Date.now();

    // Each instance serves a write again by itself, measured from the database's return.
    const recoveries = await Promise.all(
      lanes.map(async (lane) => {
        const title = `After the outage ${lane.name}`;
        const outcome = await untilServed(
          () =>
            lane.server.call('POST', '/api/calendar/events', {
              token: lane.token,
              body: { title, date: '2026-12-04' },
            }),
          RECOVERY_BUDGET_MS + 5000,
        );
        const ms = Date.now() - back;
        if (outcome.status === 201) acknowledged.push(title);
        return { name: lane.name, status: outcome.status, ms };
      }),
    );
    await sleep(500);
    load = false;
    await Promise.all(workers);
    console.info('recovery after the database returned:', JSON.stringify(recoveries));

    for (const server of [a, b]) expect(server.exited(), server.output()).toBeNull();
    for (const recovery of recoveries) {
      expect(recovery.status, recovery.name).toBe(201);
      expect(recovery.ms, recovery.name).toBeLessThan(RECOVERY_BUDGET_MS);
    }
    // The pools opened new connections through the proxy after its return.
    expect(proxy.accepted()).toBeGreaterThan(before);

    // Throughout, on both: 2xx or a clear 503, never a 500 or a dropped connection.
    for (const [name, seen] of outcomes) {
      const refused = seen.filter((outcome) => outcome.status === 503);
      expect(refused.length, `${name} met the outage`).toBeGreaterThan(0);
      for (const outcome of seen) {
        expect([200, 201, 503], `${name}: ${JSON.stringify(outcome)}`).toContain(outcome.status);
      }
      for (const outcome of refused) {
        expect(outcome.body).toEqual({
          code: 'SERVICE_UNAVAILABLE',
          message: expect.stringMatching(/try again/i),
        });
        expect(Number(outcome.retryAfter)).toBeGreaterThan(0);
      }
    }

    // Every acknowledged write is in the database.
    const direct = new pg.Client({ connectionString: dbUrl(database) });
    await direct.connect();
    try {
      const stored = await direct.query<{ title: string }>('select title from calendar_events');
      const titles = new Set(stored.rows.map((row) => row.title));
      expect(acknowledged.length).toBeGreaterThan(10);
      for (const title of acknowledged) expect(titles.has(title), title).toBe(true);

      // The outbox: every acknowledged sign-up's e-mail delivered once, by one of the instances.
      expect(signedUp.length).toBeGreaterThan(0);
      const deadline = Date.now() + 15_000;
      while (signedUp.some((email) => deliveries(email).length === 0) && Date.now() < deadline) {
        await sleep(100);
      }
      await sleep(1000);
      for (const email of signedUp) {
        if (deliveries(email).length === 1) continue;
        // Said with the job's state, so a failure tells where the e-mail stopped.
        const state = await direct.query(
          `select j.status, j.attempts, j.run_at, j.locked_at, j.last_error, m.status as mail
             from mail_messages m join jobs j on j.payload->>'messageId' = m.id::text
            where m."to" = $1`,
          [email],
        );
        expect(deliveries(email), `${email}: ${JSON.stringify(state.rows)}`).toHaveLength(1);
      }
      const all = smtp.received.filter((mail) => mail.subject === CONFIRMATION);
      const recipients = all.map((mail) => mail.to.join());
      expect(new Set(recipients).size, 'no e-mail delivered twice').toBe(recipients.length);
      const unfinished = await direct.query(
        `select id from jobs where kind = 'mail.deliver' and status <> 'done'`,
      );
      expect(unfinished.rows).toEqual([]);
    } finally {
      await direct.end();
    }
  }, 120_000);
});

function dbUrl(database: string) {
  const url = new URL(adminUrl!);
  url.pathname = `/${database}`;
  return url.toString();
}
