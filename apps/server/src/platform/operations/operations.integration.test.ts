import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../../db/client';
import { bearer, confirmedMember } from '../../test/auth-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { registerErrorHandler } from '../http/error-handler';
import { MAIL_DELIVER_JOB } from '../mailer/mail-service';
import { registerHealthRoutes } from './health';

const TOKEN = 'metrics-token-0123456789';

/** One sample's value from the Prometheus text format, by its name and labels as written. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(databaseKinds)('health, readiness and metrics on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });

  it('answers liveness and, with every migration applied, readiness', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok', database: kind });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: kind });
  });

  it('shows metrics only with the token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN]) {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('aurum_process_resident_memory_bytes');
  });

  it('times requests by route pattern, method and status class, never by address', async () => {
    const { session } = await confirmedMember(t);
    const id = randomUUID();
    for (let i = 0; i < 3; i++) {
      await t.app.inject({
        method: 'DELETE',
        url: `/api/journal/entries/${id}`,
        headers: bearer(session),
      });
    }
    const { body } = await scrape(`Bearer ${TOKEN}`);
    expect(body).not.toContain(id);
    const count = sample(
      body,
      'aurum_http_request_duration_seconds_count{method="DELETE",route="/api/journal/entries/:id",status_class="4xx"}',
    );
    expect(count).toBe(3);
  });

  it('shows the outbox: jobs by kind and state, the oldest due job, the mail backlog', async () => {
    await t.services.jobs.enqueue(t.db, MAIL_DELIVER_JOB, { messageId: randomUUID() });
    await t.services.jobs.enqueue(t.db, MAIL_DELIVER_JOB, { messageId: randomUUID() }, 3600);
    await t.services.jobs.enqueue(t.db, 'metrics.test', {});
    t.clock.advance(90);
    const { body } = await scrape(`Bearer ${TOKEN}`);
    expect(sample(body, 'aurum_database_up')).toBe(1);
    expect(sample(body, `aurum_jobs{kind="${MAIL_DELIVER_JOB}",state="pending"}`)).toBe(2);
    expect(sample(body, `aurum_jobs{kind="${MAIL_DELIVER_JOB}",state="due"}`)).toBe(1);
    expect(sample(body, 'aurum_mail_outbox_backlog')).toBe(2);
    const age = sample(body, 'aurum_jobs_oldest_due_age_seconds{kind="metrics.test"}');
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(100);
    const poolTotal = sample(body, 'aurum_db_pool_connections{state="total"}');
    if (kind === 'postgres') expect(poolTotal).toBeGreaterThanOrEqual(1);
    else expect(poolTotal).toBeUndefined();
  });
});

describe('without METRICS_TOKEN', () => {
  it('answers /metrics 404 and records nothing', async () => {
    const t = await createTestApp('pglite');
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    } finally {
      await t.close();
    }
  });
});

describe('readiness when the database is not ready', () => {
  const bare = async (migrations?: Parameters<typeof registerHealthRoutes>[2]) => {
    // A database that was never migrated, or none at all when the check itself fails.
    const database = migrations ? undefined : await openPglite();
    const app = Fastify();
    registerErrorHandler(app);
    registerHealthRoutes(app, database ?? { db: {} as Database, kind: 'postgres' }, migrations);
    return { app, close: () => app.close().then(() => database?.close()) };
  };

  it('answers 503 MIGRATIONS_PENDING on a database without the migrations', async () => {
    const { app, close } = await bare();
    try {
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'MIGRATIONS_PENDING' });
      expect(res.headers['retry-after']).toBeDefined();
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await close();
    }
  });

  it('answers 503 SERVICE_UNAVAILABLE when the database does not answer', async () => {
    const { app, close } = await bare(() => Promise.reject(new Error('connection refused')));
    try {
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await close();
    }
  });
});
