#!/usr/bin/env node
// Starts one Aurum server for the browser tests on a fresh database: a new PGlite data folder, or
// (E2E_DATABASE=postgres) a new database on TEST_DATABASE_URL, dropped again on exit.
import { spawn, spawnSync } from 'node:child_process';
import { STAFF } from './staff.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = process.env.PORT ?? '3100';
const env = {
  ...process.env,
  NODE_ENV: 'test',
  PORT: port,
  HOST: '127.0.0.1',
  SITE_URL: `http://localhost:${port}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  AUTH_IP_RATE_LIMIT_ATTEMPTS: '100000',
  JOBS_POLL_MS: '250',
  SEED_DEMO: 'false',
  SEED_CATALOGUE: 'true',
  // A checkout nobody pays is reconciled and marked abandoned after this long (30 minutes in
  // production); a payment made later still counts.
  PAYMENT_SESSION_TIMEOUT_SECONDS: '20',
};
delete env.DATABASE_URL;

const dataDir = mkdtempSync(path.join(tmpdir(), 'aurum-e2e-'));
env.DATA_DIR = dataDir;
let dropDatabase = async () => {};
if (process.env.E2E_DATABASE === 'postgres') {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('E2E_DATABASE=postgres needs TEST_DATABASE_URL');
  const name = `aurum_e2e_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
}

// The staff account the browser tests sign in with (the CLI a team uses for its first one).
const staff = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    'apps/server/src/cli/create-staff.ts',
    '--email',
    STAFF.email,
    '--name',
    STAFF.name,
    '--promote',
    '--totp-secret',
    STAFF.totpSecret,
  ],
  { cwd: root, env: { ...env, AURUM_STAFF_PASSWORD: STAFF.password }, stdio: 'inherit' },
);
if (staff.status !== 0) throw new Error('Could not create the e2e staff account');

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
const stop = (signal) => server.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', async (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase().catch(() => {});
  process.exit(code ?? 0);
});
