import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { JOURNAL_TEXTS } from '@aurum/shared/journal/journal-rules';
import { onboardedMemberSignedIn, signInOnThisPage } from '../support/members';
import { WIDTHS } from '../support/screens';

/** At 390 and 1280 px: nothing scrolls sideways, and the whole page is saved to look at. */
async function screenshots(page: Page, testInfo: TestInfo, name: string, shown: Locator) {
  // The toasts of what was just done would cover the page's top on a phone.
  for (const close of await page.getByRole('button', { name: 'Close toast' }).all()) {
    await close.click().catch(() => undefined);
  }
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(shown).toBeVisible();
    await expect(page.locator('.animate-pulse')).toHaveCount(0);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

const ENTRY =
  'Walked the dogs along the Sea Point promenade at sunrise and felt calm and grateful. ' +
  'Lunch with my sister was lovely, and the work deadline no longer worries me.';

test('a member writes an entry: it is analysed, listed, and drawn in the chart and the mood calendar', async ({
  page,
}, testInfo) => {
  await onboardedMemberSignedIn(page, 'journal');
  await page.getByRole('link', { name: 'AI Journal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI Journal' })).toBeVisible();
  await expect(page).toHaveTitle(/AI Journal/);

  const save = page.getByRole('button', { name: JOURNAL_TEXTS.saveAndAnalyze });
  await expect(save).toBeDisabled();
  const trends = page.getByRole('tab', { name: 'Trends' });
  await trends.click();
  await expect(page.getByText(JOURNAL_TEXTS.trendsEmpty)).toBeVisible();
  await screenshots(
    page,
    testInfo,
    'journal-trends-empty',
    page.getByText(JOURNAL_TEXTS.trendsEmpty),
  );
  await page.getByRole('tab', { name: 'Write' }).click();

  await page.getByLabel('How was your day?').pressSequentially(ENTRY, { delay: 15 });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText(JOURNAL_TEXTS.savedTitle)).toBeVisible();
  await expect(page.getByText(JOURNAL_TEXTS.savedDescription)).toBeVisible();
  const saved = page.getByRole('region', { name: 'Just saved' });
  const moodLabel = saved.getByLabel(/^Mood \d+ out of 10$/);
  await expect(moodLabel).toBeVisible();
  const mood = Number(/Mood (\d+)/.exec((await moodLabel.getAttribute('aria-label'))!)![1]);
  expect(mood).toBeGreaterThanOrEqual(6);
  await expect(page.getByLabel('How was your day?')).toHaveValue('');
  await screenshots(page, testInfo, 'journal-write', saved);

  await page.getByRole('tab', { name: 'Entries' }).click();
  await expect(page).toHaveURL(/\?tab=entries$/);
  const entry = page.getByRole('article').filter({ hasText: 'Sea Point promenade' });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByText('Text', { exact: true })).toBeVisible();
  await expect(entry.getByLabel(`Mood ${mood} out of 10`)).toBeVisible();
  await screenshots(page, testInfo, 'journal-entries', entry);

  await page.getByRole('tab', { name: 'Insights' }).click();
  const insights = page.getByRole('tabpanel', { name: 'Insights' });
  await expect(insights.locator('p, h3').first()).toBeVisible();
  await screenshots(page, testInfo, 'journal-insights', insights);

  await trends.click();
  const week = page.getByRole('region', { name: 'Last 7 days averages' });
  await expect(week.getByText(`${mood}.0`).first()).toBeVisible();
  await expect(week.getByText('From 1 reading')).toBeVisible();
  const chart = page.getByRole('img', {
    name: /Line chart of the last 30 days, with readings on 1 day/,
  });
  await expect(chart).toBeVisible();
  await expect(chart.locator('circle[data-measure="mood"]')).toHaveCount(1);
  const table = page.getByRole('table', { name: /by day, out of 10/ });
  await expect(table.getByRole('row')).toHaveCount(2);
  const calendar = page.getByRole('table', { name: /by its mood/ });
  const today = calendar.locator('td[aria-current="date"] [data-tone]');
  await expect(today).toHaveAttribute('data-tone', mood >= 8 ? 'excellent' : 'good');
  await expect(today).toContainText(`mood ${mood}.0`);
  await expect(calendar.locator('[data-tone="empty"]')).toHaveCount(29);
  await screenshots(page, testInfo, 'journal-trends', chart);
});

test('a check-in with two activity tags shows on /lifestyle', async ({ page }, testInfo) => {
  await onboardedMemberSignedIn(page, 'checkin');
  await page.goto('/ai-journal');
  const checkIn = page.getByRole('region', { name: 'Quick check-in' });
  await checkIn.getByRole('button', { name: 'Mood 8 out of 10' }).click();
  await checkIn.getByRole('button', { name: 'Exercise' }).click();
  await checkIn.getByRole('button', { name: 'Family' }).click();
  await checkIn.getByRole('button', { name: 'Save Check-in' }).click();
  await expect(page.getByText('Check-in Saved')).toBeVisible();
  await expect(checkIn.getByRole('status')).toHaveText(
    'Saved: Mood 8/10 with exercise and family.',
  );

  await page.goto('/lifestyle');
  await expect(page).toHaveTitle(/Lifestyle/);
  const today = page.getByRole('region', { name: "Today's mood" });
  await expect(today.getByText("You're feeling great today")).toBeVisible();
  await expect(today.getByText(/check-in of .*mood 8\/10 with exercise and family/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Next bookings' })).toContainText(
    'Nothing booked in the next two months.',
  );
  const areas = page.getByRole('region', { name: 'Your Life OS' });
  await expect(areas.getByRole('link', { name: /AI Journal/ })).toHaveAttribute(
    'href',
    '/ai-journal',
  );
  await screenshots(page, testInfo, 'lifestyle', today);

  // The trends count the check-in too.
  await areas.getByRole('link', { name: /AI Journal/ }).click();
  await page.getByRole('tab', { name: 'Trends' }).click();
  await expect(page.getByRole('region', { name: 'Last 7 days averages' })).toContainText('8.0');
});

test('a deep link to a journal tab survives sign-in', async ({ page }) => {
  const member = await onboardedMemberSignedIn(page, 'journal-link');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.goto('/ai-journal?tab=trends');
  await expect(page).toHaveURL(/\/auth\?next=%2Fai-journal%3Ftab%3Dtrends$/);
  await signInOnThisPage(page, member.email, member.password);
  await expect(page).toHaveURL(/\/ai-journal\?tab=trends$/);
  await expect(page.getByRole('tab', { name: 'Trends' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(JOURNAL_TEXTS.trendsEmpty)).toBeVisible();
});
