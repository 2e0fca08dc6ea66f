/**
 * Aurum's server as its own process, the way it runs in production (the compiled build, ADR 074,
 * or the TypeScript sources through tsx), for the benchmarks that measure it from outside
 * (server-start.bench.ts, mixed-load.bench.ts). Run from the repository root after
 * `npm run build -w @aurum/server`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export const SERVER_MODES = {
  compiled: ['--enable-source-maps', 'apps/server/dist/server/main.js'],
  tsx: ['--import', 'tsx', 'apps/server/src/main.ts'],
} as const;

/** The production settings of a benchmarked server on `port` (more or other ones in `extra`). */
export const serverEnv = (port: number, extra: Record<string, string> = {}) => ({
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  SITE_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  SEED_CATALOGUE: 'false',
  SEED_DEMO: 'false',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  ...extra,
});

/** Starts the server and resolves once its /api/ready answers 200. */
export async function startServer(
  mode: keyof typeof SERVER_MODES,
  env: NodeJS.ProcessEnv,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, SERVER_MODES[mode], { cwd: root, env, stdio: 'inherit' });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${mode}: the server exited`);
    const ready = await fetch(`http://127.0.0.1:${env.PORT}/api/ready`).catch(() => undefined);
    if (ready?.status === 200) return child;
    await sleep(20);
  }
}

/** Stops the server (SIGTERM, its graceful shutdown) and waits for it to exit. */
export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
