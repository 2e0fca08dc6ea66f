/**
 * The server's start: the production build (compiled JavaScript, ADR 074) against the TypeScript
 * sources run through tsx. Each run starts a new process on an already migrated database and
 * measures the time until /api/ready answers 200 and the process's resident memory (RSS) then
 * and after 2 seconds settled. Runs alternate between the two; the table gives the median (min-max).
 *
 * Run from the repository root after `npm run build -w @aurum/server`: `npm run bench:start`
 * (BENCH_DATABASE_URL for PostgreSQL, else a PGlite folder; BENCH_RUNS, 5).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_MODES, serverEnv, startServer, stopServer } from './compiled-server';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const dataDir = mkdtempSync(path.join(tmpdir(), 'aurum-start-'));
const env = serverEnv(PORT, { DATA_DIR: dataDir });

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Math.round(Number(line?.[1] ?? 0) / 1024);
};

async function startOnce(mode: keyof typeof SERVER_MODES) {
  const started = performance.now();
  const child = await startServer(mode, env);
  try {
    const ms = Math.round(performance.now() - started);
    const rss = rssMb(child.pid!);
    await sleep(2000);
    return { ms, rss, settled: rssMb(child.pid!) };
  } finally {
    await stopServer(child);
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
    tsx: [] as Awaited<ReturnType<typeof startOnce>>[],
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
