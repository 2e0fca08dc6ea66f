#!/usr/bin/env node
// Bundle budget (issue 10), part of `npm run check`: the JavaScript a first visit downloads,
// gzip-compressed, per route entry: the landing page <= 100 kB, every other route <= 150 kB.
//
// By default the web app is built afresh into a temporary folder (apps/web/dist, which the server
// and the browser tests use, is left alone), so the check always measures the current sources.
// `--dist <folder>` measures an existing build made with `vite build --manifest` instead.
//
// First load of a route = the entry chunk (index.html) with everything it imports, plus the app
// chunk (src/app/mount-app.tsx, which the entry loads for every screen but the landing page) with its
// imports, plus the route's lazily loaded chunk with its imports, counted once each (ADR 022).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1000;
/**
 * Budgets in kB (gzip): the landing page, every other route by default, and the routes that do
 * not meet the default yet, each held at what it weighs today so it can only shrink (ADR 022).
 */
const budgets = JSON.parse(
  readFileSync(new URL('../apps/web/bundle-budgets.json', import.meta.url), 'utf8'),
);
const LANDING_BUDGET = budgets.landing * KB;
const ROUTE_BUDGET = budgets.route * KB;
const budgetOf = (src) => (budgets.heldAt[src] ?? budgets.route) * KB;
/** The landing page's own chunk, should it be loaded lazily. */
const LANDING_SOURCE = /(^|\/)(features\/landing\/|src\/app\/mount-landing\.tsx$)/;
/** The app (router, session, data), which the entry loads for every screen but the landing page. */
const APP_SOURCE = /(^|\/)src\/app\/mount-app\.tsx$/;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
/**
 * The screens' module files, as the build read them from their descriptors in app/screens.ts
 * (apps/web/build/page-preloads.ts writes them beside the manifest; ADR 044).
 */
const SCREEN_MODULES_FILE = '.vite/screen-modules.json';

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
  const screenModulesFile = path.join(dist, SCREEN_MODULES_FILE);
  if (!existsSync(screenModulesFile))
    throw new Error(`No ${screenModulesFile}: the build did not read the screens (page-preloads).`);
  const screenSources = new Set(Object.values(JSON.parse(readFileSync(screenModulesFile, 'utf8'))));
  const gzipSizes = new Map();
  const gzipSize = (file) => {
    if (!gzipSizes.has(file)) {
      gzipSizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    }
    return gzipSizes.get(file);
  };
  const jsFiles = (keys) =>
    [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const jsBytes = (keys) => jsFiles(keys).reduce((sum, file) => sum + gzipSize(file), 0);

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest names no entry chunk');
  const entry = staticClosure(manifest, entryKey);
  const lazyOf = (keys) => [
    ...new Set([...keys].flatMap((key) => manifest[key].dynamicImports ?? [])),
  ];
  // The entry starts the landing page or loads the app (router, session, data); the app's router
  // loads each screen lazily. A screen's first load is the entry, the app and the screen.
  const appKey = lazyOf(entry).find((key) => APP_SOURCE.test(manifest[key].src ?? key));
  const app = appKey ? staticClosure(manifest, appKey, new Set(entry)) : new Set(entry);
  const loadedWith = (base, routeKey) => staticClosure(manifest, routeKey, new Set(base));
  // Every lazily loaded chunk but the landing page's is loaded inside the app (the screens, which
  // the entry starts together with the app, and what screens open later): counted on top of it.
  const lazyChunks = [...new Set([...lazyOf(entry), ...lazyOf(app)])].filter(
    (key) => !app.has(key),
  );
  const landingKey = lazyChunks.find((key) => LANDING_SOURCE.test(manifest[key].src ?? key));
  // Routes are the screens of app/screens.ts; what loads after a screen (toasts, dialogs, the
  // service worker's helper) is no first load.
  const routes = lazyChunks
    .filter((key) => screenSources.has(manifest[key].src ?? ''))
    .map((key) => ({ key, base: app }));
  if (routes.length !== screenSources.size)
    throw new Error(`Found ${routes.length} of the ${screenSources.size} screens' chunks.`);

  const rows = [
    {
      route: `landing page (${landingKey ? manifest[landingKey].src : 'in the entry chunk'})`,
      keys: landingKey ? loadedWith(entry, landingKey) : entry,
      budget: LANDING_BUDGET,
    },
    ...(appKey
      ? [{ route: 'app shell (src/app/mount-app.tsx)', keys: app, budget: ROUTE_BUDGET }]
      : []),
    ...routes.map(({ key, base }) => ({
      route: manifest[key].src ?? manifest[key].name ?? key,
      keys: loadedWith(base, key),
      budget: budgetOf(manifest[key].src ?? key),
    })),
  ]
    .map((row) => ({ ...row, bytes: jsBytes(row.keys), files: jsFiles(row.keys).length }))
    .sort((a, b) => (a.keys === app || b.keys === app ? 0 : b.bytes - a.bytes));
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
  console.table(
    rows.map((row) => ({
      route: row.route,
      'first-load JS (gzip)': kb(row.bytes),
      files: row.files,
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
