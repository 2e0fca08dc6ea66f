/**
 * The server's start: the production build (compiled JavaScript, ADR 074) against the TypeScript
 * sources run through tsx. Each run starts a new process on an already migrated database and
 * measures the time until /api/ready answers 200 and the process's resident memory (RSS) then
 * and after 2 seconds settled. Runs alternate between the two; the table gives the median (min-max).
 *
 * Run from the repository root after `npm run build -w @aurum/server`: `npm run bench:start`
 * (BENCH_DATABASE_URL for PostgreSQL, else a PGlite folder; BENCH_RUNS, 5).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'aurum-start-'));

const MODES = {
  compiled: ['--enable-source-maps', 'apps/server/dist/server/main.js'],
  tsx: ['--import', 'tsx', 'apps/server/src/main.ts'],
} as const;

const env = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(PORT),
  SITE_URL: `http://127.0.0.1:${PORT}`,
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  DATA_DIR: dataDir,
  SEED_CATALOGUE: 'false',
  SEED_DEMO: 'false',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
};

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Math.round(Number(line?.[1] ?? 0) / 1024);
};

async function startOnce(mode: keyof typeof MODES) {
  const started = performance.now();
  const child = spawn(process.execPath, MODES[mode], { cwd: root, env, stdio: 'inherit' });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${mode}: the server exited`);
      const ready = await fetch(`http://127.0.0.1:${PORT}/api/ready`).catch(() => undefined);
      if (ready?.status === 200) break;
      await sleep(20);
    }
    const ms = Math.round(performance.now() - started);
    const rss = rssMb(child.pid!);
    await sleep(2000);
    return { ms, rss, settled: rssMb(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted[Math.floor(sorted.length / 2)]} (${sorted[0]}-${sorted.at(-1)})`;
};

try {
  await startOnce('compiled'); // migrates the database once, unmeasured
  const results = {
    compiled: [] as Awaited<ReturnType<typeof startOnce>>[],
    tsx: [] as typeof results.compiled,
  };
  for (let run = 0; run < RUNS; run++) {
    for (const mode of ['compiled', 'tsx'] as const) results[mode].push(await startOnce(mode));
  }
  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`\nServer start on ${database}, ${RUNS} runs, median (min-max)`);
  console.log('| mode | start to ready (ms) | RSS at ready (MB) | RSS settled (MB) |');
  console.log('| --- | --- | --- | --- |');
  for (const mode of ['compiled', 'tsx'] as const) {
    const rows = results[mode];
    console.log(
      `| ${mode} | ${summary(rows.map((r) => r.ms))} | ${summary(rows.map((r) => r.rss))} | ${summary(rows.map((r) => r.settled))} |`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
