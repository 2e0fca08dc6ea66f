import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/client';
import type { Clock } from '../clock';
import { AppError, notFound } from '../errors';
import { type JobKindStats, jobQueueStats } from '../jobs/queue-stats';
import { MAIL_DELIVER_JOB } from '../mailer/mail-service';

export const METRICS_PATH = '/metrics';

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the Authorization header carries the token, compared in constant time. */
function carriesToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  return Boolean(match) && timingSafeEqual(digest(match![1]!), digest(token));
}

/** Request latency per route pattern (never a raw address with its ids), method, status class. */
function recordRequests(app: FastifyInstance, registry: Registry) {
  const latency = new Histogram({
    name: 'aurum_http_request_duration_seconds',
    help: 'HTTP answers by route pattern, method and status class; _count is the request rate',
    labelNames: ['method', 'route', 'status_class'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    latency.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/** The outbox (jobs by kind, the mail backlog) and the database pool, read at each scrape. */
function recordBackground(
  registry: Registry,
  database: Pick<DatabaseHandle, 'db' | 'pool'>,
  clock: Clock,
) {
  // One read of the jobs table per scrape, shared by the gauges the registry collects at once;
  // null when the database did not answer.
  let reading: Promise<JobKindStats[] | null> | undefined;
  const stats = () =>
    (reading ??= jobQueueStats(database.db, clock.now())
      .catch(() => null)
      .finally(() => {
        reading = undefined;
      }));
  new Gauge({
    name: 'aurum_database_up',
    help: '1 when the scrape could read the database, else 0',
    registers: [registry],
    async collect() {
      this.set((await stats()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'aurum_jobs',
    help: 'Outbox jobs by kind and state (pending, due: pending and due now, running, failed)',
    labelNames: ['kind', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { kind, pending, due, running, failed } of (await stats()) ?? []) {
        Object.entries({ pending, due, running, failed }).forEach(([state, count]) =>
          this.set({ kind, state }, count),
        );
      }
    },
  });
  new Gauge({
    name: 'aurum_jobs_oldest_due_age_seconds',
    help: 'How long the oldest due job of a kind has waited',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await stats()) ?? []) this.set({ kind: row.kind }, row.oldestDueSeconds);
    },
  });
  new Gauge({
    name: 'aurum_mail_outbox_backlog',
    help: 'E-mails waiting to be delivered (pending mail.deliver jobs)',
    registers: [registry],
    async collect() {
      const rows = await stats();
      if (rows) this.set(rows.find((row) => row.kind === MAIL_DELIVER_JOB)?.pending ?? 0);
    },
  });
  const { pool } = database;
  if (!pool) return;
  new Gauge({
    name: 'aurum_db_pool_connections',
    help: 'node-postgres pool connections by state (total, idle)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'aurum_db_pool_waiting',
    help: 'Queries waiting for a pool connection',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
}

/**
 * Prometheus metrics at GET /metrics (ADR 074), for a scraper holding METRICS_TOKEN as a Bearer
 * token. Without the setting nothing is recorded and the route answers 404.
 */
export function registerMetrics(
  app: FastifyInstance,
  deps: { token?: string; database: Pick<DatabaseHandle, 'db' | 'pool'>; clock: Clock },
) {
  const { token } = deps;
  if (!token) {
    app.get(METRICS_PATH, async () => {
      throw notFound();
    });
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'aurum_' });
  recordRequests(app, registry);
  recordBackground(registry, deps.database, deps.clock);
  app.get(METRICS_PATH, async (request, reply) => {
    if (!carriesToken(request.headers.authorization, token)) {
      throw new AppError('UNAUTHORIZED', 'A valid metrics token is required', 401);
    }
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
