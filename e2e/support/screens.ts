import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** The phone and desktop widths the screens are checked at. */
export const WIDTHS = [390, 1280] as const;

/**
 * At each width: the page keeps to the screen's width (nothing sideways) and a screenshot named
 * `<name>-<width>.png` of the screen around `shown` goes to the test's output folder, to look at.
 */
export async function checkAtWidths(page: Page, testInfo: TestInfo, name: string, shown: Locator) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // In the middle of the screen, clear of a phone's bottom navigation.
    await shown.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(shown).toBeInViewport();
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
  }
}
