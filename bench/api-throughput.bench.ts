/**
 * API throughput against a bare Fastify route, over HTTP, with the load generator in its own
 * process (load-generator.ts). Each run measures, one after another: the bare route, Aurum's
 * hooks without auth (GET /api/health), GET /auth/v1/user and a member list
 * (GET /api/service-requests, 10 requests with timelines), first at the maximum rate (closed
 * loop), then p50/p99 at 70% of that rate (paced), each after an unmeasured 2-second warm-up.
 * The bare route is measured first and last in each run; ratios are to the mean of the two (its
 * p50/p99 too). The table gives min / median / max over the runs.
 *
 * Run from the repository root: `npm run bench:api` (BENCH_DATABASE_URL for PostgreSQL,
 * BENCH_SECONDS per phase (10), BENCH_RUNS (3), BENCH_CONNECTIONS (10)). Goals (issue 10):
 * /auth/v1/user >= 0.5 of bare, the member list >= 0.25, p99 <= 25 ms at 70% of the max rate.
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { buildApp } from '@aurum/server/src/app';
import { connectPostgres, openPglite } from '@aurum/server/src/db/client';
import { requestStatusUpdates, serviceRequests } from '@aurum/server/src/db/schema/requests';
import { loadConfig } from '@aurum/server/src/platform/config';
import { listen } from './listen';
import { generate, signedInMember } from './bench-api';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PACED_SHARE = 0.7;
const WARM_UP_SECONDS = 2;
if (!(SECONDS > 0) || !(RUNS > 0) || !(CONNECTIONS > 0)) {
  throw new Error('BENCH_SECONDS, BENCH_RUNS and BENCH_CONNECTIONS must be positive numbers');
}
/** A new member each time, so a PostgreSQL database can be reused between runs. */
const MEMBER = {
  email: `bench.${randomBytes(4).toString('hex')}@aurum.test`,
  password: 'Tq7#vLm2!pZx',
};

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
}

interface Measured {
  rps: number;
  ratio: number;
  p50: number;
  p99: number;
  pacedRps: number;
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const spread = (values: number[], digits = 2) =>
  `${round(Math.min(...values), digits)} / ${round(median(values), digits)} / ${round(Math.max(...values), digits)}`;

async function measure(target: Target): Promise<Omit<Measured, 'ratio'>> {
  const job = { url: target.url, headers: target.headers, seconds: SECONDS };
  // Unmeasured: the route's code is compiled and its caches and pools are warm before it counts.
  await generate({ ...job, seconds: WARM_UP_SECONDS, mode: 'max', connections: CONNECTIONS });
  const max = await generate({ ...job, mode: 'max', connections: CONNECTIONS });
  const rate = Math.max(1, Math.round(max.requestsPerSecond * PACED_SHARE));
  const paced = await generate({ ...job, mode: 'paced', connections: CONNECTIONS * 4, rate });
  const failures = max.non2xx + max.errors + paced.non2xx + paced.errors;
  if (failures > 0) throw new Error(`${target.name}: ${failures} failed answers`);
  return {
    rps: max.requestsPerSecond,
    p50: paced.p50,
    p99: paced.p99,
    pacedRps: paced.requestsPerSecond,
  };
}

async function main() {
  const baseline = Fastify({ logger: false });
  baseline.get('/ping', async () => ({ status: 'ok' }));
  const baselineUrl = await listen(baseline);

  const database = process.env.BENCH_DATABASE_URL
    ? connectPostgres(process.env.BENCH_DATABASE_URL)
    : await openPglite();
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    SERVE_WEB: 'false',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    AUTH_IP_RATE_LIMIT_ATTEMPTS: '1000000',
  });
  const { app } = await buildApp({ config, database });
  const base = await listen(app);

  try {
    const session = await signedInMember(base, MEMBER);
    const now = Date.now();
    for (let i = 0; i < 10; i++) {
      const [request] = await database.db
        .insert(serviceRequests)
        .values({
          userId: session.user.id,
          serviceType: 'private_chef',
          description: `Dinner for ${i + 2} on the terrace, vegetarian menu`,
          location: 'Cape Town',
          createdAt: new Date(now - i * 60_000),
        })
        .returning({ id: serviceRequests.id });
      await database.db.insert(requestStatusUpdates).values(
        ['submitted', 'provider_notified'].map((status, j) => ({
          requestId: request!.id,
          message: `Update ${j}`,
          status,
          updatedBy: 'system',
          createdAt: new Date(now - i * 60_000 + j * 1000),
        })),
      );
    }
    const auth = { authorization: `Bearer ${session.access_token}` };
    const targets: Target[] = [
      { name: 'bare Fastify GET /ping', url: `${baselineUrl}/ping`, headers: {} },
      { name: "Aurum's hooks, no auth (GET /api/health)", url: `${base}/api/health`, headers: {} },
      { name: 'GET /auth/v1/user', url: `${base}/auth/v1/user`, headers: auth },
      {
        name: 'member list (GET /api/service-requests)',
        url: `${base}/api/service-requests`,
        headers: auth,
      },
    ];

    console.log(
      `database: ${database.kind}; ${RUNS} runs, ${SECONDS} s per phase, ${CONNECTIONS} connections; ` +
        `p50/p99 at ${PACED_SHARE * 100}% of each target's max rate`,
    );
    const results = targets.map(() => [] as Measured[]);
    const report = (run: number, target: Target, measured: Measured) =>
      console.log(
        `run ${run + 1} ${target.name}: ${Math.round(measured.rps)} req/s (${round(measured.ratio, 3)} of bare), ` +
          `p99 ${round(measured.p99)} ms at ${Math.round(measured.pacedRps)} req/s`,
      );
    for (let run = 0; run < RUNS; run++) {
      // The bare route is measured before and after Aurum's routes; their mean is the baseline,
      // so a machine that slows down or speeds up during a run moves both sides of each ratio.
      const [bare, ...aurum] = targets;
      const before = await measure(bare!);
      const measured = [];
      for (const target of aurum) measured.push(await measure(target));
      const after = await measure(bare!);
      const baselineRps = (before.rps + after.rps) / 2;
      const baseline = {
        ...before,
        rps: baselineRps,
        p50: (before.p50 + after.p50) / 2,
        p99: (before.p99 + after.p99) / 2,
      };
      for (const [index, result] of [baseline, ...measured].entries()) {
        const withRatio = { ...result, ratio: result.rps / baselineRps };
        results[index]!.push(withRatio);
        report(run, targets[index]!, withRatio);
      }
      console.log(
        `run ${run + 1}: bare route ${Math.round(before.rps)} req/s before, ${Math.round(after.rps)} after`,
      );
    }
    console.log('\nmin / median / max');
    console.table(
      targets.map((target, index) => {
        const runs = results[index]!;
        return {
          target: target.name,
          'req/s': spread(
            runs.map((r) => r.rps),
            0,
          ),
          'ratio to bare': spread(
            runs.map((r) => r.ratio),
            3,
          ),
          'p50 ms @70%': spread(runs.map((r) => r.p50)),
          'p99 ms @70%': spread(runs.map((r) => r.p99)),
        };
      }),
    );
  } finally {
    await app.close();
    await database.close();
    await baseline.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
