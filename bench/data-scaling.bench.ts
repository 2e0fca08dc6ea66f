/**
 * The cost of a member's reads as data grows (issue 33, ADR 082): p95 of each of a member's list
 * endpoints with 1,000 members and then 100,000 members on the database, each with a year of
 * requests, chat, journal, notifications and calendar. Goal: at 100k within 1.2x of 1k.
 *
 * The measured member's year is made through the API on an app whose clock walks through the
 * year (a journal entry a week, a chat message a fortnight with its reply, a request and a
 * calendar event a month, and what the app writes with them: timelines, notifications). The
 * other members are copies of that year in bulk SQL (background-members.ts). The endpoints are
 * read in turn over HTTP, BENCH_ROUNDS times each after a warm-up, at 1k and at 100k.
 *
 * Run from the repository root:
 * `BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/<an empty database> npm run bench:data-scaling`
 * (BENCH_SMALL (1000), BENCH_LARGE (100000), BENCH_ROUNDS (60)). Drop the database afterwards:
 * 100k members take a few GB.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '@aurum/server/src/app';
import { seedCatalogueWhenEmpty } from '@aurum/server/src/db/catalogue/seed-catalogue';
import { seedMarketplaceWhenEmpty } from '@aurum/server/src/db/catalogue/seed-marketplace';
import { connectPostgres, rowsOf } from '@aurum/server/src/db/client';
import { TestClock } from '@aurum/server/src/platform/clock';
import { loadConfig } from '@aurum/server/src/platform/config';
import { addBackgroundMembers } from './background-members';
import { call, type MemberCredentials, postJson, signedInMember } from './bench-api';
import { listen } from './listen';

const URL_ = process.env.BENCH_DATABASE_URL;
if (!URL_) throw new Error('BENCH_DATABASE_URL (an empty PostgreSQL database) is required');
const SMALL = Number(process.env.BENCH_SMALL ?? 1000);
const LARGE = Number(process.env.BENCH_LARGE ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const GOAL = 1.2;
const DAY = 86_400_000;
/** The year ends here (a fixed day, so every run has the same data). */
const END = new Date('2026-10-30T09:00:00Z');
const MEMBER: MemberCredentials = { email: 'bench.scaling@aurum.test', password: 'Tq7#vLm2!pZx' };

const day = (at: Date) => at.toISOString().slice(0, 10);

async function main() {
  const database = connectPostgres(URL_!);
  await database.migrate();
  await seedCatalogueWhenEmpty(database.db);
  const clock = new TestClock(new Date(END.getTime() - 365 * DAY));
  await seedMarketplaceWhenEmpty(database.db, clock.now());
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    SERVE_WEB: 'false',
    LOG_LEVEL: 'silent',
    AUTH_IP_RATE_LIMIT_ATTEMPTS: '1000000',
    AUTH_RATE_LIMIT_ATTEMPTS: '1000000',
  });
  const { app } = await buildApp({ config, database, clock });
  const base = await listen(app);
  try {
    const memberId = await memberYear(base, clock, database);
    const token = await signIn(base);
    const reads = await readsOf(base, token, memberId);
    const counted = await counts(database, memberId);
    console.log(`the member's year: ${counted}`);

    const results: Record<number, Record<string, number>> = {};
    for (const [from, to] of [
      [1, SMALL],
      [SMALL, LARGE],
    ] as const) {
      const started = performance.now();
      await addBackgroundMembers(database, memberId, from, to);
      console.log(
        `${to} members (${to - from} added in ${Math.round((performance.now() - started) / 1000)} s)`,
      );
      results[to] = await measure(reads);
    }
    console.log(`\np95 (ms) of ${ROUNDS} reads each, the member of a year, over HTTP`);
    console.log(`| endpoint | ${SMALL} members | ${LARGE} members | ratio (goal <= ${GOAL}) |`);
    console.log('| --- | --- | --- | --- |');
    for (const name of Object.keys(reads)) {
      const small = results[SMALL]![name]!;
      const large = results[LARGE]![name]!;
      const ratio = large / small;
      console.log(
        `| ${name} | ${small.toFixed(1)} | ${large.toFixed(1)} | ${ratio.toFixed(2)}${ratio > GOAL ? ' (over)' : ''} |`,
      );
    }
    const [size] = rowsOf<{ size: string }>(
      await database.db.execute(
        sql`select pg_size_pretty(pg_database_size(current_database())) as size`,
      ),
    );
    console.log(`database size at ${LARGE} members: ${size!.size}`);
  } finally {
    await app.close();
    await database.close();
  }
}

async function signIn(base: string) {
  const session = await call<{ access_token: string }>(
    `${base}/auth/v1/token?grant_type=password`,
    postJson(MEMBER),
  );
  return session.access_token;
}

/** The measured member's year, through the API, the clock moving a week at a time. */
async function memberYear(
  base: string,
  clock: TestClock,
  database: ReturnType<typeof connectPostgres>,
) {
  const session = await signedInMember(base, MEMBER);
  await database.db.execute(
    sql`update profiles set membership_tier = 'black' where id = ${session.user.id}`,
  );
  for (let week = 0; week < 52; week++) {
    clock.set(new Date(END.getTime() - (52 - week) * 7 * DAY));
    const auth = { authorization: `Bearer ${await signIn(base)}` };
    const send = (path: string, body: unknown) => call(`${base}${path}`, postJson(body, auth));
    await send('/api/journal/entries', {
      content: `Week ${week + 1}: a long walk by the sea, dinner with friends; calm and grateful, a little tired.`,
    });
    if (week % 2 === 0)
      await send('/api/chat/messages', { message: 'What do I have on this week?' });
    if (week % 4 === 0) {
      await send('/api/service-requests', {
        service_type: 'private_chef',
        description: `Dinner for ${2 + (week % 5)} on the terrace, vegetarian menu`,
        location: 'Cape Town',
        file_anyway: true,
      });
      await send('/api/calendar/events', {
        title: `Lunch with Thandi ${week}`,
        date: day(new Date(clock.now().getTime() + 3 * DAY)),
        time: '13:00',
      });
    }
  }
  clock.set(END);
  return session.user.id;
}

async function counts(database: ReturnType<typeof connectPostgres>, memberId: string) {
  const tables = [
    'service_requests',
    'journal_entries',
    'chat_messages',
    'notifications',
    'calendar_events',
  ];
  const parts = [];
  for (const table of tables) {
    const [row] = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${memberId}`,
      ),
    );
    parts.push(`${row!.n} ${table}`);
  }
  return parts.join(', ');
}

/** The member's list endpoints (path, with the member's token). */
async function readsOf(base: string, token: string, memberId: string) {
  const auth = { authorization: `Bearer ${token}` };
  const [request] = await call<{ id: string }[]>(`${base}/api/service-requests?limit=3`, {
    headers: auth,
  });
  const month = `from=${day(new Date(END.getTime() - 30 * DAY))}&to=${day(END)}`;
  void memberId;
  const paths: Record<string, string> = {
    'requests: recent (dashboard)': '/api/service-requests?limit=3',
    'requests: whole list': '/api/service-requests/details',
    'requests: status page': '/api/service-requests/details?limit=10',
    'requests: one request': `/api/service-requests/${request!.id}`,
    'chat: messages': '/api/chat/messages',
    'journal: entries page': '/api/journal/entries?limit=20',
    'mood trends': '/api/mood/trends',
    'notifications: list': '/api/notifications',
    'notifications: unread count': '/api/notifications/unread-count',
    'calendar: a month': `/api/calendar/events?${month}`,
    'vault: items': '/api/vault/items',
    'marketplace: providers': '/api/marketplace/providers',
  };
  return Object.fromEntries(
    Object.entries(paths).map(([name, path]) => [name, { url: `${base}${path}`, headers: auth }]),
  );
}

/** p95 of each read, the reads taken in turn (a warm-up round first, unmeasured). */
async function measure(reads: Record<string, { url: string; headers: Record<string, string> }>) {
  const times: Record<string, number[]> = {};
  for (let round = -3; round < ROUNDS; round++) {
    for (const [name, read] of Object.entries(reads)) {
      const started = performance.now();
      const response = await fetch(read.url, { headers: read.headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${name} answered ${response.status}`);
      if (round >= 0) (times[name] ??= []).push(performance.now() - started);
    }
  }
  return Object.fromEntries(
    Object.entries(times).map(([name, list]) => {
      list.sort((a, b) => a - b);
      return [name, list[Math.min(list.length - 1, Math.floor(list.length * 0.95))]!];
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
