#!/usr/bin/env node
// Bundle budget (issue 10), part of `npm run check`: the JavaScript a first visit downloads,
// gzip-compressed, per route entry: the landing page <= 100 kB, every other route <= 150 kB.
//
// By default the web app is built afresh into a temporary folder (apps/web/dist, which the server
// and the browser tests use, is left alone), so the check always measures the current sources.
// `--dist <folder>` measures an existing build made with `vite build --manifest` instead.
//
// First load of a route = the entry chunk (index.html) with everything it imports, plus the
// route's lazily loaded chunk with everything that imports, counted once each. Route chunks are
// the chunks the entry's own code loads lazily (the router's `lazy` routes).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1000;
const LANDING_BUDGET = 100 * KB;
const ROUTE_BUDGET = 150 * KB;
/** The landing page's own chunk, should the router load it lazily. */
const LANDING_SOURCE = /(^|\/)features\/landing\//;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');

function buildIntoTemporaryFolder() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'aurum-bundle-'));
  console.log('Building the web app into a temporary folder for the bundle budget...');
  const vite = path.join(root, 'node_modules/.bin/vite');
  const build = spawnSync(
    vite,
    ['build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: web, stdio: 'inherit' },
  );
  if (build.status !== 0) {
    rmSync(outDir, { recursive: true, force: true });
    process.exit(build.status ?? 1);
  }
  return outDir;
}

/** Chunk keys reachable through static imports, the chunk itself included. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function measure(dist) {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    console.error(`No ${manifestFile}: build with \`vite build --manifest\`, or leave out --dist.`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const gzipSizes = new Map();
  const gzipSize = (file) => {
    if (!gzipSizes.has(file)) {
      gzipSizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    }
    return gzipSizes.get(file);
  };
  const jsBytes = (keys) =>
    [...keys]
      .map((key) => manifest[key].file)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipSize(file), 0);

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest names no entry chunk');
  const entry = staticClosure(manifest, entryKey);
  const routeKeys = [
    ...new Set([...entry].flatMap((key) => manifest[key].dynamicImports ?? [])),
  ].filter((key) => !entry.has(key));
  const firstLoad = (routeKey) => jsBytes(staticClosure(manifest, routeKey, new Set(entry)));

  const landingKey = routeKeys.find((key) => LANDING_SOURCE.test(manifest[key].src ?? key));
  const rows = [
    {
      route: `landing page (${landingKey ? manifest[landingKey].src : 'in the entry chunk'})`,
      bytes: landingKey ? firstLoad(landingKey) : jsBytes(entry),
      budget: LANDING_BUDGET,
    },
    ...routeKeys
      .filter((key) => key !== landingKey)
      .map((key) => ({
        route: manifest[key].src ?? key,
        bytes: firstLoad(key),
        budget: ROUTE_BUDGET,
      }))
      .sort((a, b) => b.bytes - a.bytes),
  ];
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
  console.table(
    rows.map((row) => ({
      route: row.route,
      'first-load JS (gzip)': kb(row.bytes),
      budget: kb(row.budget),
      '': row.bytes > row.budget ? 'OVER' : 'ok',
    })),
  );
  return rows.filter((row) => row.bytes > row.budget);
}

const distArgument = process.argv.indexOf('--dist');
const dist =
  distArgument >= 0
    ? path.resolve(process.argv[distArgument + 1] ?? '')
    : buildIntoTemporaryFolder();
let over;
try {
  over = measure(dist);
} finally {
  if (distArgument < 0) rmSync(dist, { recursive: true, force: true });
}
if (over.length > 0) {
  console.error(
    `Bundle budget exceeded by ${over.length} route(s): ${over.map((row) => row.route).join(', ')}.\n` +
      'Load what the first screen does not need lazily (import()), or move it out of the shared chunks.',
  );
  process.exit(1);
}
console.log('Bundle budget: every route within its first-load budget.');
