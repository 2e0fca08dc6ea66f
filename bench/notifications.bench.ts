/**
 * Notifications per second through the outbox (issue 32, ADR 076): two Aurum instances on one
 * PostgreSQL database, each with its own pool and job loop, as a deployment of two runs. Members
 * (half choosing SMS, half e-mail; SMS kept by the dev outbox, e-mail by the mailbox transport)
 * are told BENCH_NOTIFICATIONS things, each in its own transaction through `notify`, alternating
 * between the instances; the figure is notifications whose every delivery is done (SMS sent, or
 * the e-mail handed to the mailer's outbox) per second, from the first notify to the last delivery.
 *
 * Run from the repository root: `BENCH_DATABASE_URL=postgres://... npm run bench:notifications`
 * (a fresh, empty database; BENCH_NOTIFICATIONS (2000), BENCH_MEMBERS (200)).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '@aurum/server/src/app';
import { connectPostgres, rowsOf } from '@aurum/server/src/db/client';
import { users } from '@aurum/server/src/db/schema/auth';
import { profiles, userPreferences } from '@aurum/server/src/db/schema/profiles';
import { loadConfig } from '@aurum/server/src/platform/config';

const URL_ = process.env.BENCH_DATABASE_URL;
const NOTIFICATIONS = Number(process.env.BENCH_NOTIFICATIONS ?? 2000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
if (!URL_) throw new Error('BENCH_DATABASE_URL (an empty PostgreSQL database) is required');

const config = loadConfig({
  NODE_ENV: 'development',
  JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
  DATA_DIR: process.env.BENCH_DATA_DIR ?? '/tmp/aurum-bench-notifications',
  LOG_LEVEL: 'silent',
  SERVE_WEB: 'false',
  SEED_CATALOGUE: 'false',
  SEED_DEMO: 'false',
  JOBS_POLL_MS: '20',
});

async function instance() {
  const database = connectPostgres(URL_!, 10);
  await database.migrate();
  const built = await buildApp({ config, database, logger: false });
  await built.app.ready();
  return { ...built, database };
}

const a = await instance();
const b = await instance();
const { db } = a.database;

const memberIds = Array.from({ length: MEMBERS }, () => randomUUID());
const now = new Date();
await db.insert(users).values(
  memberIds.map((id, n) => ({
    id,
    email: `bench.notify.${n}.${id.slice(0, 8)}@aurum.test`,
    passwordHash: 'x',
    emailConfirmedAt: now,
  })),
);
await db.insert(profiles).values(
  memberIds.map((id, n) => ({
    id,
    name: `Member ${n}`,
    email: `bench.notify.${n}.${id.slice(0, 8)}@aurum.test`,
    phone: `+278255${String(10000 + n).slice(-5)}`,
  })),
);
await db.insert(userPreferences).values(
  memberIds.map((id, n) => ({
    userId: id,
    category: 'lifestyle',
    preferenceKey: 'communicationMethod',
    preferenceValue: n % 2 === 0 ? 'sms' : 'email',
  })),
);

// Quiet hours off, so nothing waits for the morning whatever the hour of the run.
for (const id of memberIds) {
  await a.services.notificationsArea.notifications.savePreferences(id, {
    quiet_hours: { enabled: false, start: '22:00', end: '07:00' },
  });
}

a.services.jobs.start();
b.services.jobs.start();
const started = performance.now();
const instances = [a, b];
const CONCURRENCY = 16;
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    for (;;) {
      const n = next++;
      if (n >= NOTIFICATIONS) return;
      const on = instances[n % 2]!;
      await on.database.db.transaction((tx) =>
        on.services.notificationsArea.notifier.notify(tx, {
          userId: memberIds[n % MEMBERS]!,
          kind: 'request_progress',
          facts: { subject: 'Dining' },
          url: '/request-status?id=bench',
          dedupeKey: `bench-${n}`,
        }),
      );
      on.services.jobs.wake();
    }
  }),
);
const written = performance.now();

for (;;) {
  const [row] = rowsOf<{ open: number }>(
    await db.execute(
      sql`select count(*)::int as open from notification_deliveries where status not in ('sent', 'skipped', 'failed')`,
    ),
  );
  if (row!.open === 0) break;
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const done = performance.now();
const seconds = (done - started) / 1000;
const [counts] = rowsOf<{ delivered: number; failed: number }>(
  await db.execute(
    sql`select count(*) filter (where status = 'sent')::int as delivered, count(*) filter (where status = 'failed')::int as failed from notification_deliveries`,
  ),
);
console.log(
  [
    `notifications: ${NOTIFICATIONS} to ${MEMBERS} members, 2 instances on PostgreSQL`,
    `written (notify in its own transaction): ${((NOTIFICATIONS / (written - started)) * 1000).toFixed(0)}/s`,
    `written and delivered: ${(NOTIFICATIONS / seconds).toFixed(0)}/s (${seconds.toFixed(1)} s; ${counts!.delivered} deliveries sent, ${counts!.failed} failed)`,
  ].join('\n'),
);
await a.app.close();
await b.app.close();
await a.database.close();
await b.database.close();
