/**
 * Lighthouse (mobile preset) on the pages of issue 10, three runs each, with a trivial baseline
 * page (one heading and a paragraph, served by node:http) in the same run: /, /auth signed out,
 * /dashboard and /marketplace signed in through the real app as a member would. Chromium is the
 * system one, started by Playwright with a debugging port Lighthouse attaches to, so the
 * member's session cookie carries over; every run starts with empty caches and no service
 * worker. Needs a build (`npm run build`).
 * Run: `npm run bench:pages -w @aurum/bench` (BENCH_RUNS, BENCH_PORT).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { completeOnboarding } from '../e2e/support/onboarding';
import { confirmedMemberSignedIn } from '../e2e/support/members';
// @ts-expect-error plain ESM helper shared with npm scripts
import { findChromium } from '../scripts/ensure-browser.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const DEBUG_PORT = PORT + 2;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const site = `http://localhost:${PORT}`;

// The baseline: what a bare page scores on this machine in this run.
const baseline = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title><meta name="description" content="A bare page"></head><body><h1>Baseline</h1><p>One heading and a paragraph.</p></body></html>',
  );
});
await new Promise<void>((resolve) => baseline.listen(PORT + 1, '127.0.0.1', resolve));

const server = spawn(process.execPath, ['e2e/support/start-server.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), LOG_LEVEL: 'error', ACCESS_LOG: 'off' },
  stdio: 'inherit',
});
for (let i = 0; ; i++) {
  const up = await fetch(`${site}/api/health`)
    .then((r) => r.ok)
    .catch(() => false);
  if (up) break;
  if (i > 120) throw new Error('Aurum did not start');
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const browser = await chromium.launch({
  executablePath: (findChromium() as string | null) ?? undefined,
  args: ['--no-sandbox', `--remote-debugging-port=${DEBUG_PORT}`],
});
const context = await browser.newContext({ baseURL: site });
const page = await context.newPage();

type Audit = { score: number; fcp: number; lcp: number; tbt: number; cls: number; js: number };
async function audit(url: string): Promise<Audit> {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Lighthouse's own reset empties the HTTP cache, service workers and Cache Storage before each
    // run (a first visit) and keeps cookies, so the member stays signed in.
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items =
    (
      lhr.audits['resource-summary']?.details as {
        items?: { resourceType: string; transferSize: number }[];
      }
    )?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    js: (items.find((i) => i.resourceType === 'script')?.transferSize ?? 0) / 1000,
  };
}

const rows: Record<string, string | number>[] = [];
async function measure(label: string, url: string) {
  const runs: Audit[] = [];
  let failed = 0;
  for (let i = 0; i < RUNS; i++) {
    // A run Lighthouse could not finish is counted and said, not averaged in as zero.
    await audit(url).then(
      (run) => runs.push(run),
      (error: unknown) => {
        failed += 1;
        console.warn(String(error));
      },
    );
  }
  if (runs.length === 0) throw new Error(`every Lighthouse run of ${url} failed`);
  const spread = (pick: (a: Audit) => number, digits = 0) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const f = (n: number) => n.toFixed(digits);
    return `${f(sorted[0]!)} / ${f(sorted[Math.floor(sorted.length / 2)]!)} / ${f(sorted.at(-1)!)}`;
  };
  rows.push({
    page: label,
    'score min/med/max': spread((a) => a.score),
    'FCP ms': spread((a) => a.fcp),
    'LCP ms': spread((a) => a.lcp),
    'TBT ms': spread((a) => a.tbt),
    CLS: spread((a) => a.cls, 3),
    'JS kB (wire)': spread((a) => a.js, 1),
    'failed runs': failed,
  });
}

try {
  await measure('baseline page', `http://127.0.0.1:${PORT + 1}/`);
  await measure('/', `${site}/`);
  await measure('/auth', `${site}/auth`);
  await confirmedMemberSignedIn(page, 'lighthouse');
  await completeOnboarding(page);
  await measure('/dashboard (signed in)', `${site}/dashboard`);
  await measure('/marketplace (signed in)', `${site}/marketplace`);
  console.log(`Lighthouse mobile preset, ${RUNS} runs each; Chromium ${browser.version()}`);
  console.table(rows);
} finally {
  await browser.close();
  baseline.close();
  server.kill('SIGTERM');
}
