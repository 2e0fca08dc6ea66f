/**
 * Lighthouse (mobile preset) on the pages of issues 10, 28 and 29, three runs each, with issue
 * 10's baseline in the same run (a trivial Vite + React page rendering one heading and a
 * paragraph, built and served by built-site.ts): /, /auth signed out, /dashboard, /marketplace,
 * /ai-journal, /lifestyle, the Life OS screens (/life-os, /personas, /reset, /cross-platform) and
 * /society and /relationship (issue 30), signed in through the real app as a member would. BENCH_PAGES
 * (comma-separated paths) measures only those of the signed-in pages. Chromium is the system one, started by Playwright with a
 * debugging port Lighthouse attaches to, so the member's session cookie carries over; every run
 * starts with empty caches and no service worker. Needs a build (`npm run build`).
 * Run: `npm run bench:pages -w @aurum/bench` (BENCH_RUNS, BENCH_PORT, BENCH_REPORT_DIR).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { completeOnboarding } from '../e2e/support/onboarding';
import { payMonthlyInSandbox } from '../e2e/support/membership';
import { confirmedMemberSignedIn, signInOnThisPage } from '../e2e/support/members';
import { startAurum, startBaselinePage } from './built-site';
// @ts-expect-error plain ESM helper shared with npm scripts
import { findChromium } from '../scripts/ensure-browser.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const DEBUG_PORT = PORT + 2;
// BENCH_REPORT_DIR keeps each run's Lighthouse report (JSON) for a closer look.
const REPORT_DIR = process.env.BENCH_REPORT_DIR;

const baseline = await startBaselinePage(PORT + 1);
const aurum = await startAurum(PORT);
const site = aurum.site;

// A persistent context is the browser's default one, the same Lighthouse's tab opens in: the
// member's session cookie, set by signing in below, is there for Lighthouse too (a context from
// `browser.newContext()` would keep it to itself, and the 'signed in' pages would be /auth).
const profile = await mkdtemp(path.join(tmpdir(), 'aurum-lighthouse-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: (findChromium() as string | null) ?? undefined,
  args: ['--no-sandbox', `--remote-debugging-port=${DEBUG_PORT}`],
  baseURL: site,
});
const page = context.pages()[0] ?? (await context.newPage());

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
  if (REPORT_DIR) {
    await mkdir(REPORT_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '-') || 'root';
    await writeFile(
      path.join(REPORT_DIR, `${url === baseline.url ? 'baseline' : name}-${Date.now()}.json`),
      JSON.stringify(lhr),
    );
  }
  if (lhr.runtimeError)
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // A signed-in page that sent the member to /auth measured the wrong page: say so, never count it.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
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
async function measure(label: string, url: string, prepare?: () => Promise<void>) {
  const runs: Audit[] = [];
  let failed = 0;
  // A run Lighthouse could not finish (e.g. NO_NAVSTART) is counted, said and run again, up to
  // RUNS more times, so the figures are min/median/max of RUNS finished runs where possible.
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt++) {
    await prepare?.();
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
  await measure('baseline (Vite + React page)', baseline.url);
  await measure('/', `${site}/`);
  await measure('/auth', `${site}/auth`);
  const member = await confirmedMemberSignedIn(page, 'lighthouse');
  await completeOnboarding(page);
  // BENCH_TIER=gold or platinum: the member pays that plan in the sandbox checkout first, to
  // measure what a paying member sees (the human concierge's tabs instead of its upgrade prompt).
  const tier = process.env.BENCH_TIER;
  if (tier === 'gold' || tier === 'platinum') await payMonthlyInSandbox(page, tier, site);
  // Before each run the member is signed in again if need be: after a few Lighthouse runs the
  // refresh grant was seen answering 400 (a spent refresh token in the cookie), and the page
  // went to /auth.
  // No other tab of the site stays open: it would keep the service worker and caches alive.
  let signedOutBetweenRuns = 0;
  const signIn = async () => {
    await page.goto(`${site}/dashboard`);
    const signInForm = page.getByLabel('Email');
    await signInForm.or(page.getByRole('heading', { name: member.name })).waitFor();
    if (await signInForm.isVisible()) {
      signedOutBetweenRuns += 1;
      await signInOnThisPage(page, member.email, member.password);
      await page.waitForURL(/\/dashboard$/);
    }
    await page.goto('about:blank');
  };
  // Issue 28: the journal (Write tab) and the lifestyle hub; issue 29: the Life OS screens;
  // issue 30: Society (its Perks tab); issue 31: the human concierge.
  const signedInPages = [
    '/dashboard',
    '/marketplace',
    '/ai-journal',
    '/lifestyle',
    '/life-os',
    '/personas',
    '/reset',
    '/cross-platform',
    // Issue 31 (a trial member sees the upgrade prompt; BENCH_TIER=gold the tabs).
    '/human-concierge',
    '/society',
    // Issue 30: the relationship space (a member without a partner yet: the Overview's invitation).
    '/relationship',
  ];
  const only = process.env.BENCH_PAGES?.split(',').map((page) => page.trim());
  for (const route of signedInPages.filter((page) => !only || only.includes(page))) {
    await measure(`${route} (signed in)`, `${site}${route}`, signIn);
  }
  console.log(
    `Lighthouse mobile preset, ${RUNS} runs each; Chromium ${context.browser()?.version()}`,
  );
  console.table(rows);
  console.log(
    `The member was found signed out before ${signedOutBetweenRuns} of the signed-in runs.`,
  );
} finally {
  await context.close();
  await rm(profile, { recursive: true, force: true });
  baseline.stop();
  aurum.stop();
}
