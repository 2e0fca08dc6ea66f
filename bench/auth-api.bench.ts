/**
 * Auth API throughput against a bare Fastify route measured in the same run.
 * Run from the repository root: `npm run bench` (BENCH_SECONDS=5 for a shorter run).
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '@aurum/server/src/app';
import { connectPostgres, openPglite } from '@aurum/server/src/db/client';
import { loadConfig } from '@aurum/server/src/platform/config';
import { listen } from './listen';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
if (!(SECONDS > 0)) throw new Error('BENCH_SECONDS must be a positive number');
const CONNECTIONS = 10;
const MEMBER = { email: 'bench.member@aurum.test', password: 'Tq7#vLm2!pZx' };

interface SessionBody {
  access_token: string;
  refresh_token: string;
}

interface Row {
  run: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'rps / base': number;
  'p50 / base': number;
  'non-2xx': number;
  errors: number;
}

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Signs a member up and follows the confirmation link from the dev mailbox. */
async function confirmedMember(base: string) {
  await call(`${base}/auth/v1/signup`, postJson({ ...MEMBER, data: { name: 'Bench Member' } }));
  const mailbox = await call<{ to: string; text: string }[]>(`${base}/api/dev/mailbox`);
  const mail = mailbox.find((message) => message.to === MEMBER.email);
  const link = mail?.text.match(/\/auth\/v1\/verify\?type=signup&token=[\w-]+/)?.[0];
  if (!link) throw new Error('No confirmation link in the dev mailbox');
  const verified = await fetch(`${base}${link}`, { redirect: 'manual' });
  if (verified.status !== 303) throw new Error(`Confirmation answered ${verified.status}`);
}

const signIn = (base: string) =>
  call<SessionBody>(`${base}/auth/v1/token?grant_type=password`, postJson(MEMBER));

/**
 * Each connection chains its own session: it sends its latest refresh token and keeps the next.
 * autocannon's `context` is reset after every pass over `requests` (and `initialContext` is the
 * same for all connections), so the chain lives in a closure installed per connection instead.
 * A reused token revokes its session, so any slip shows up as non-2xx answers.
 */
function refreshChains(tokens: string[]) {
  let next = 0;
  return (client: autocannon.Client) => {
    let token = tokens[next++];
    if (!token) throw new Error('More connections than sessions');
    client.setRequests([
      {
        method: 'POST',
        path: '/auth/v1/token?grant_type=refresh_token',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ refresh_token: token }) }),
        onResponse: (status, body) => {
          if (status === 200) token = (JSON.parse(body) as SessionBody).refresh_token;
        },
      },
    ]);
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : NaN;

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** One autocannon run; latencies are kept in full precision (autocannon's are whole ms). */
function bench(run: string, options: autocannon.Options) {
  return new Promise<Omit<Row, 'rps / base' | 'p50 / base'>>((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      { connections: CONNECTIONS, duration: SECONDS, ...options },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          run,
          'req/s': Math.round(result.requests.average),
          'p50 ms': round(percentile(latencies, 0.5), 3),
          'p99 ms': round(percentile(latencies, 0.99), 3),
          'non-2xx': result.non2xx,
          errors: result.errors,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status < 300) latencies.push(ms);
    });
  });
}

async function main() {
  const baseline = Fastify({ logger: false });
  baseline.get('/ping', async () => ({ status: 'ok' }));
  const baselineUrl = await listen(baseline);

  // BENCH_DATABASE_URL points the run at a PostgreSQL database (its tables are created there).
  const database = process.env.BENCH_DATABASE_URL
    ? connectPostgres(process.env.BENCH_DATABASE_URL)
    : await openPglite();
  console.log(`database: ${database.kind}`);
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    SERVE_WEB: 'false',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_ATTEMPTS: '1000000',
    AUTH_IP_RATE_LIMIT_ATTEMPTS: '1000000',
  });
  const { app } = await buildApp({ config, database });
  const base = await listen(app);

  try {
    await confirmedMember(base);
    const reader = await signIn(base);
    const chains: string[] = [];
    for (let i = 0; i < CONNECTIONS; i++) chains.push((await signIn(base)).refresh_token);

    console.log(`${SECONDS} s per run, ${CONNECTIONS} connections\n`);
    const runs = [
      await bench('baseline GET /ping', { url: `${baselineUrl}/ping` }),
      await bench('GET /auth/v1/user', {
        url: `${base}/auth/v1/user`,
        headers: { authorization: `Bearer ${reader.access_token}` },
      }),
      await bench('POST /auth/v1/token (refresh)', {
        url: base,
        setupClient: refreshChains(chains),
      }),
    ];
    const [first] = runs;
    const rows: Row[] = runs.map(({ 'non-2xx': non2xx, errors, ...row }) => ({
      ...row,
      'rps / base': round(row['req/s'] / first!['req/s'], 3),
      'p50 / base': round(row['p50 ms'] / first!['p50 ms']),
      'non-2xx': non2xx,
      errors,
    }));
    console.table(rows);

    const failed = rows.filter((row) => row['non-2xx'] > 0 || row.errors > 0);
    if (failed.length) {
      console.error(`Non-2xx answers or errors in: ${failed.map((row) => row.run).join(', ')}`);
      process.exitCode = 1;
    }
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
