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

/** Closes the toasts of what was just done, which would cover the page's top on a phone. */
export async function closeToasts(page: Page) {
  const close = page.getByRole('button', { name: 'Close toast' });
  for (let left = 5; left > 0 && (await close.count()) > 0; left--) {
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
}

/**
 * At each width, once the screen has loaded (no skeleton left): nothing scrolls sideways, and a
 * screenshot of the whole page, `<folder>/<name>-<width>.png`, is saved to be looked at. The page
 * is left at 1280 px.
 */
export async function wholePageAtWidths(page: Page, folder: string, name: string, shown: Locator) {
  await closeToasts(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(shown).toBeVisible();
    await expect(page.locator('.animate-pulse')).toHaveCount(0);
    // Charts size themselves to the new width a frame or two later: the layout settles first.
    await expect
      .poll(
        () =>
          page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        { message: `${name} at ${width} px scrolls sideways` },
      )
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
