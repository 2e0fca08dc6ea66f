import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { migratedPostgresTemplate, onAdmin } from './test/migrated-templates';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const root = path.resolve(serverDir, '../..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The compiled server (ADR 074) as `npm start` runs it: built, then started from the root. */
describe('the production build', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aurum-build-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database = `aurum_build_${process.pid}`;
  let child: ChildProcess | undefined;
  afterAll(async () => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    if (adminUrl) {
      await onAdmin(adminUrl, (admin) =>
        admin.query(`drop database if exists ${database} with (force)`),
      );
    }
  });

  /** PostgreSQL from the migrated template when there is one (fast), else PGlite in its folder. */
  async function databaseUrl(): Promise<string | undefined> {
    if (!adminUrl) return undefined;
    const template = await migratedPostgresTemplate(adminUrl);
    await onAdmin(adminUrl, (admin) =>
      admin.query(`create database ${database} template ${template}`),
    );
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    return url.toString();
  }

  it('starts, is ready with every migration, documents its routes, stops on SIGTERM', async () => {
    const build = spawnSync(process.execPath, ['build.mjs'], { cwd: serverDir, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: base,
      DATA_DIR: dataDir,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'build-test-secret-that-is-long-enough-0123',
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
      SEED_CATALOGUE: 'false',
      SEED_DEMO: 'false',
    };
    const url = await databaseUrl();
    if (url) env.DATABASE_URL = url;
    else delete env.DATABASE_URL;
    child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server/main.js'], {
      cwd: root,
      stdio: 'ignore',
      env,
    });
    const started = Date.now();
    let ready: Response | undefined;
    while (Date.now() - started < 60_000 && child.exitCode === null) {
      ready = await fetch(`${base}/api/ready`).catch(() => undefined);
      if (ready?.status === 200) break;
      await sleep(100);
    }
    expect(ready?.status).toBe(200);
    const document = (await (await fetch(`${base}/api/openapi.json`)).json()) as {
      paths: object;
    };
    expect(Object.keys(document.paths).length).toBeGreaterThan(150);

    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 120_000);
});
