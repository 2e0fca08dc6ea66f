import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The rules checked (ADR 081): WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What fails a screen: axe's two highest impacts (moderate and minor are reported, not failed). */
const BLOCKING = new Set(['serious', 'critical']);

/** The widths each screen is checked at: a laptop, then a phone. */
export const A11Y_WIDTHS = [1280, 390] as const;

/** Waits for the screen to be whole: loaded, a heading shown, no "Loading..." or skeleton left. */
export async function settle(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('h1, h2, [role="dialog"]').first()).toBeVisible();
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** One line per element a rule fails on: rule, impact, where, and axe's summary of what to fix. */
function reportOf(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
      return `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${summary}`;
    }),
  );
}

/**
 * Runs axe over the page as it is now. Serious and critical violations fail the test (softly, so
 * one run reports every screen); every violation's rule is noted in the test's annotations.
 */
export async function expectAccessible(page: Page, what: string) {
  const started = Date.now();
  await settle(page);
  const settled = Date.now();
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // Only the violations are gathered in full: the passes of a long table cost seconds.
    .options({ resultTypes: ['violations'] })
    .analyze();
  if (process.env.A11Y_TIMES)
    console.log(`${what}: settle ${settled - started} ms, axe ${Date.now() - settled} ms`);
  const width = page.viewportSize()?.width;
  for (const violation of violations) {
    test.info().annotations.push({
      type: `axe ${violation.impact}`,
      description: `${violation.id} x${violation.nodes.length}: ${what} at ${width} px`,
    });
  }
  // One main landmark, so a screen reader's "skip to main" lands on the screen's content.
  expect
    .soft(await page.locator('main, [role="main"]').count(), `the main landmarks of ${what}`)
    .toBe(1);
  const blocking = violations.filter(({ impact }) => BLOCKING.has(impact ?? ''));
  expect
    .soft(reportOf(blocking), `serious or critical violations on ${what} at ${width} px`)
    .toEqual([]);
}

/** Checks the screen as it is now at each width, and leaves the page at the laptop's width. */
export async function expectAccessibleAtWidths(page: Page, what: string) {
  for (const width of A11Y_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page, what);
  }
  await page.setViewportSize({ width: A11Y_WIDTHS[0], height: 900 });
}
