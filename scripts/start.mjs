#!/usr/bin/env node
// `npm start`: builds the web app and the server (compiled JavaScript, ADR 074) when their sources
// changed since the last build, then runs the one Aurum server process (API, auth API, web app)
// in the foreground from the build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
];

const serverBuild = 'apps/server/dist/server/main.js';
const serverSources = [
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'packages/shared/src',
];

function newestChange(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    stat.mtimeMs,
  );
}

function buildWhenStale(label, output, inputs, workspace) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (Math.max(...inputs.map(newestChange)) <= builtAt) return;
  console.log(`Building the ${label}...`);
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (process.env.SKIP_WEB_BUILD !== '1') buildWhenStale('web app', built, sources, '@aurum/web');
buildWhenStale('server', path.join(root, serverBuild), serverSources, '@aurum/server');

const server = spawn(process.execPath, ['--enable-source-maps', serverBuild], {
  cwd: root,
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production' === process.env.NODE_ENV ? 'production' : 'development',
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
