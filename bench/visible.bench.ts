/**
 * How soon what a member came for is on screen, against a bare page in the same run (issue 10:
 * within 2x): the dashboard greeting (the member's name), the first provider card of
 * /marketplace and the first request of /request-status, each opened cold (no HTTP cache, no
 * service worker) by a signed-in member in headless Chromium at phone size, from the start of the
 * navigation until the element is visible. Needs a build (`npm run build`).
 * Run: `npm run bench:visible -w @aurum/bench` (BENCH_RUNS (5), BENCH_PORT).
 */
import { chromium, type Locator, type Page } from '@playwright/test';
import { confirmedMemberSignedIn } from '../e2e/support/members';
import { completeOnboarding } from '../e2e/support/onboarding';
import { fileRequestThroughForm } from '../e2e/support/requests';
// @ts-expect-error plain ESM helper shared with npm scripts
import { findChromium } from '../scripts/ensure-browser.mjs';
import { startAurum, startBaselinePage } from './built-site';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3920);

const baseline = await startBaselinePage(PORT + 1);
const aurum = await startAurum(PORT);
const browser = await chromium.launch({
  executablePath: (findChromium() as string | null) ?? undefined,
  args: ['--no-sandbox'],
});
const context = await browser.newContext({
  baseURL: aurum.site,
  viewport: { width: 390, height: 844 },
  serviceWorkers: 'block',
});

/** Milliseconds from the start of a cold navigation until `target` is visible. */
async function timeToVisible(url: string, target: (page: Page) => Locator) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await target(page).waitFor({ state: 'visible', timeout: 30_000 });
  const elapsed = performance.now() - started;
  await page.close();
  return elapsed;
}

const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const rows: Record<string, string | number>[] = [];
let baselineMedian = Number.NaN;
async function measure(label: string, url: string, target: (page: Page) => Locator) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await timeToVisible(url, target));
  const sorted = [...times].sort((a, b) => a - b);
  const median = medianOf(times);
  if (Number.isNaN(baselineMedian)) baselineMedian = median;
  rows.push({
    'visible on screen': label,
    'ms min / med / max': `${sorted[0]!.toFixed(0)} / ${median.toFixed(0)} / ${sorted.at(-1)!.toFixed(0)}`,
    'median / baseline': Number((median / baselineMedian).toFixed(2)),
  });
}

try {
  const setup = await context.newPage();
  const member = await confirmedMemberSignedIn(setup, 'visible');
  await completeOnboarding(setup);
  await fileRequestThroughForm(setup, {
    type: 'Private Chef',
    description: 'Dinner for six on Saturday, one guest vegetarian',
    location: 'Sandton',
  });
  await setup.close();

  await measure('baseline page: its heading', baseline.url, (page) =>
    page.getByRole('heading', { name: 'Baseline' }),
  );
  await measure('/dashboard: the greeting', '/dashboard', (page) =>
    page.getByRole('heading', { name: member.name }),
  );
  await measure('/marketplace: first provider card', '/marketplace', (page) =>
    page.locator('article[aria-labelledby^="provider-"]').first(),
  );
  await measure('/request-status: first request', '/request-status', (page) =>
    page.getByRole('listitem').filter({ hasText: 'Dinner for six' }).first(),
  );
  console.log(`${RUNS} cold loads each, headless Chromium ${browser.version()}, 390 px`);
  console.table(rows);
} finally {
  await browser.close();
  baseline.stop();
  aurum.stop();
}
