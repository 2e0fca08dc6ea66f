import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A database outage under load (issue 24): the real server process on its own PostgreSQL
 * database, a member writing calendar events and reading their session at a steady pace, and
 * the database taken away for three seconds from the server's side (every connection of the
 * database terminated, new ones refused), then given back. The process must live, answer 503
 * with {code, message} and Retry-After meanwhile (never a 500, never a dropped connection),
 * serve again by itself afterwards, keep every write it acknowledged, and run its jobs again.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const PASSWORD = 'Sunset-Villa-42!';
const OUTAGE_MS = 3000;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Outcome {
  status: number | 'dropped';
  retryAfter: string | null;
  body: unknown;
}

describe.runIf(adminUrl)('a PostgreSQL outage under load', () => {
  const database = `aurum_outage_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let admin: pg.Client;
  let server: ChildProcess;
  let exited: { code: number | null; signal: string | null } | null = null;
  let output = '';
  let base = '';

  const call = async (
    method: string,
    url: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<Outcome> => {
    try {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.body ? { 'content-type': 'application/json' } : {}),
        },
        body: options.body ? JSON.stringify(options.body) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: kept as text, the assertions say so
      }
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
    } catch {
      return { status: 'dropped', retryAfter: null, body: null };
    }
  };

  /** Until the server answers 2xx (or the time is up); the last outcome either way. */
  const untilServed = async (attempt: () => Promise<Outcome>, withinMs = 20_000) => {
    const deadline = Date.now() + withinMs;
    let outcome = await attempt();
    while (!(typeof outcome.status === 'number' && outcome.status < 300) && Date.now() < deadline) {
      await sleep(100);
      outcome = await attempt();
    }
    return outcome;
  };

  const mailbox = async () =>
    (await call('GET', '/api/dev/mailbox')).body as { to: string; text: string }[];

  const confirmedMember = async (email: string) => {
    const signup = await call('POST', '/auth/v1/signup', {
      body: { email, password: PASSWORD, data: { name: 'Thandi Mokoena' } },
    });
    expect(signup.status).toBe(200);
    let link: string | undefined;
    for (let tries = 0; !link && tries < 100; tries += 1) {
      const mail = (await mailbox()).find((message) => message.to === email);
      link = mail?.text.match(/https?:\/\/[^/\s]+(\/auth\/v1\/verify\?\S+)/)?.[1];
      if (!link) await sleep(100);
    }
    expect(link, 'the confirmation e-mail arrives').toBeTruthy();
    await call('GET', link!);
    const session = await call('POST', '/auth/v1/token?grant_type=password', {
      body: { email, password: PASSWORD },
    });
    expect(session.status).toBe(200);
    return (session.body as { access_token: string }).access_token;
  };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${database}`;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_URL: base,
        DATABASE_URL: url.toString(),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'aurum-outage-')),
        SERVE_WEB: 'false',
        SEED_CATALOGUE: 'false',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        ACCESS_LOG: 'off',
        JOBS_POLL_MS: '200',
        SESSION_CACHE_SECONDS: '0',
        AUTH_IP_RATE_LIMIT_ATTEMPTS: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.on('exit', (code, signal) => (exited = { code, signal }));
    const up = await untilServed(() => call('GET', '/api/health'), 60_000);
    expect(up.status, output).toBe(200);
  }, 90_000);

  afterAll(async () => {
    if (server && !exited) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
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

    expect(exited, output).toBeNull();
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
    expect(exited, output).toBeNull();
  }, 120_000);
});
