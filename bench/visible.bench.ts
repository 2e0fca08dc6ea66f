/**
 * How soon what a member came for is on screen, against issue 10's baseline in the same run, a
 * trivial Vite + React page (goal: within 2x), and against a static page with no script at all
 * (a stricter reference, ADR 030): the dashboard greeting (the member's name), the first provider card of
 * /marketplace and the first request of /request-status, each opened cold (no HTTP cache, no
 * service worker) by a signed-in member in headless Chromium at phone size, from the start of the
 * navigation until the first frame that shows the element (ADR 031: timed in the page, frame by
 * frame; Playwright's own check runs on the page's main thread and notices an element the server
 * sent only once the app's scripts have run, so its time is reported beside it).
 * Needs a build (`npm run build`).
 * Run: `npm run bench:visible -w @aurum/bench` (BENCH_RUNS (5), BENCH_PORT).
 */
import { chromium, type Locator, type Page } from '@playwright/test';
import { confirmedMemberSignedIn } from '../e2e/support/members';
import { completeOnboarding } from '../e2e/support/onboarding';
import { fileRequestThroughForm } from '../e2e/support/requests';
// @ts-expect-error plain ESM helper shared with npm scripts
import { findChromium } from '../scripts/ensure-browser.mjs';
import { startAurum, startBaselinePage, startStaticPage } from './built-site';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3920);

const baseline = await startBaselinePage(PORT + 1);
const staticPage = await startStaticPage(PORT + 2);
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

/** The element a target waits for, as the page itself finds it: a selector and a text it holds. */
interface InPage {
  selector: string;
  text?: string;
}

declare global {
  interface Window {
    __firstFrameShowing?: number;
  }
}

/**
 * Runs in the page from its start: checks in every frame (before it is painted) whether the
 * element is there and laid out visibly, and notes the frame's time since the navigation started;
 * nothing is on screen before the first contentful paint, so the later of the two counts.
 * Plain text, not a function: tsx would add its own helpers to a function's source.
 */
const noteFirstFrameShowing = ({ selector, text }: InPage) => `(() => {
  const selector = ${JSON.stringify(selector)};
  const text = ${JSON.stringify(text ?? '')};
  const showing = () =>
    [...document.querySelectorAll(selector)].some((element) => {
      if (text && !element.textContent.includes(text)) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
    });
  let frame;
  let firstPaint;
  const settle = () => {
    if (frame !== undefined && firstPaint !== undefined) window.__firstFrameShowing = Math.max(frame, firstPaint);
  };
  new PerformanceObserver((list) => {
    const paint = list.getEntriesByName('first-contentful-paint')[0];
    if (paint) firstPaint = paint.startTime;
    settle();
  }).observe({ type: 'paint', buffered: true });
  const nextFrame = () =>
    requestAnimationFrame(() => {
      if (!showing()) return nextFrame();
      frame = performance.now();
      settle();
    });
  nextFrame();
})();`;

/**
 * A cold navigation to `url`: milliseconds from its start until the first frame showing the
 * element, and until Playwright saw it visible.
 */
async function timeToVisible(url: string, target: Target) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.addInitScript(noteFirstFrameShowing(target.inPage));
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await target.element(page).waitFor({ state: 'visible', timeout: 30_000 });
  const seen = performance.now() - started;
  const painted = await page.waitForFunction(() => window.__firstFrameShowing);
  const frame = (await painted.jsonValue()) as number;
  await page.close();
  return { frame, seen };
}

const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

interface Target {
  label: string;
  url: string;
  element: (page: Page) => Locator;
  inPage: InPage;
}

/**
 * Each round opens every page once, the baselines first, so a slow spell of the machine falls on
 * all of them alike instead of on one page's block of runs. The first target is the baseline, the
 * second the static page.
 */
async function measureInRounds(targets: Target[]) {
  const times = targets.map(() => [] as number[]);
  const seenTimes = targets.map(() => [] as number[]);
  for (let round = 0; round < RUNS; round++) {
    for (const [i, target] of targets.entries()) {
      const { frame, seen } = await timeToVisible(target.url, target);
      times[i]!.push(frame);
      seenTimes[i]!.push(seen);
    }
  }
  const baselineMedian = medianOf(times[0]!);
  const staticMedian = medianOf(times[1]!);
  return targets.map(({ label }, i) => {
    const sorted = [...times[i]!].sort((a, b) => a - b);
    const median = medianOf(sorted);
    return {
      'visible on screen': label,
      'ms min / med / max': `${sorted[0]!.toFixed(0)} / ${median.toFixed(0)} / ${sorted.at(-1)!.toFixed(0)}`,
      'median / baseline': Number((median / baselineMedian).toFixed(2)),
      'median / static page': Number((median / staticMedian).toFixed(2)),
      'Playwright saw it, median ms': Number(medianOf(seenTimes[i]!).toFixed(0)),
    };
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

  const rows = await measureInRounds([
    {
      label: 'baseline (Vite + React page): its heading',
      url: baseline.url,
      element: (page) => page.getByRole('heading', { name: 'Baseline' }),
      inPage: { selector: 'h1', text: 'Baseline' },
    },
    {
      label: 'static page (no script): its heading',
      url: staticPage.url,
      element: (page) => page.getByRole('heading', { name: 'Baseline' }),
      inPage: { selector: 'h1', text: 'Baseline' },
    },
    {
      label: '/dashboard: the greeting',
      url: '/dashboard',
      element: (page) => page.getByRole('heading', { name: member.name }),
      inPage: { selector: 'h1', text: member.name },
    },
    {
      label: '/marketplace: first provider card',
      url: '/marketplace',
      element: (page) => page.locator('article[aria-labelledby^="provider-"]').first(),
      inPage: { selector: 'article[aria-labelledby^="provider-"]' },
    },
    {
      label: '/request-status: first request',
      url: '/request-status',
      element: (page) => page.getByRole('listitem').filter({ hasText: 'Dinner for six' }).first(),
      inPage: { selector: 'li', text: 'Dinner for six' },
    },
  ]);
  console.log(
    `${RUNS} rounds of cold loads, each page once per round, headless Chromium ${browser.version()}, 390 px`,
  );
  console.table(rows);
} finally {
  await browser.close();
  baseline.stop();
  staticPage.stop();
  aurum.stop();
}
