import { expect, test, type Locator, type Page } from '@playwright/test';
import { onboardedMemberSignedIn } from '../support/members';
import { WIDTHS } from '../support/screens';

/** Where the screenshots go, to be looked at (390 and 1280 px). */
const SHOTS = process.env.LIFE_OS_SHOTS ?? '/tmp/lifeos-shots';

/** At 390 and 1280 px: nothing scrolls sideways, and the whole page is saved to look at. */
async function screenshots(page: Page, name: string, shown: Locator) {
  // The toasts of what was just done would cover the page's top on a phone: closed one by one.
  const close = page.getByRole('button', { name: 'Close toast' });
  for (let left = 5; left > 0 && (await close.count()) > 0; left--) {
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(shown).toBeVisible();
    await expect(page.locator('.animate-pulse')).toHaveCount(0);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('a member adds a goal and completes it, and keeps a routine: the weekly report counts them', async ({
  page,
}) => {
  test.slow();
  await onboardedMemberSignedIn(page, 'lifeos');
  await page.goto('/life-os');
  await expect(page.getByRole('heading', { level: 1, name: 'Life OS' })).toBeVisible();
  await expect(page).toHaveTitle(/Life OS/);

  // A new member: the report says what to do, never a bare 0.
  const report = page.getByRole('region', { name: 'Weekly Report' });
  await expect(report.getByRole('button', { name: 'Add your first goal' })).toBeVisible();
  await expect(
    report.getByText('No check-ins this week yet, so the default stands.'),
  ).toBeVisible();
  await screenshots(page, 'life-os-overview-empty', report);

  // A goal, added and then completed: the report counts it.
  await report.getByRole('button', { name: 'Add your first goal' }).click();
  await expect(page).toHaveURL(/\?tab=goals$/);
  await page.getByRole('button', { name: 'Add your first goal' }).click();
  const goalForm = page.getByRole('dialog');
  await goalForm.getByRole('button', { name: 'Add Goal' }).click();
  await expect(goalForm.getByText('Title is required')).toBeVisible();
  await goalForm.getByLabel('Title').fill('Swim 20 km');
  await goalForm.getByLabel('Type').selectOption('fitness');
  await goalForm.getByLabel('Current value').fill('5');
  await goalForm.getByLabel('Target').fill('20');
  await goalForm.getByLabel('Deadline').fill('2030-12-31');
  await goalForm.getByRole('button', { name: 'Add Goal' }).click();
  await expect(page.getByText('Goal Added')).toBeVisible();
  const card = page.getByRole('article', { name: 'Swim 20 km' });
  await expect(card.getByText('Fitness')).toBeVisible();
  await expect(card.getByText('5 / 20')).toBeVisible();
  await expect(card.getByText('25%')).toBeVisible();
  await screenshots(page, 'life-os-goals', card);
  await card.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('Goal Completed')).toBeVisible();
  await expect(card.getByText('100%')).toBeVisible();

  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(report.getByText('1 of 1', { exact: true })).toBeVisible();
  await expect(report.getByText(/1 of 1 goals hit/)).toBeVisible();

  // A routine at 08:00, marked done today.
  await page.getByRole('tab', { name: 'Routines' }).click();
  await expect(page).toHaveURL(/\?tab=routines$/);
  await page.getByRole('button', { name: 'Add your first routine' }).click();
  const routineForm = page.getByRole('dialog');
  await expect(routineForm.getByLabel('Time')).toHaveValue('08:00');
  await routineForm.getByLabel('Name').fill('Morning stretch');
  await routineForm.getByLabel(/Next action/).fill('Roll out the mat');
  await routineForm.getByRole('button', { name: 'Add Routine' }).click();
  await expect(page.getByText('Routine Added')).toBeVisible();
  const routine = page.getByRole('article', { name: 'Morning stretch' });
  const done = routine.getByRole('button', { name: 'Done today: Morning stretch' });
  await expect(done).toHaveAttribute('aria-pressed', 'false');
  await done.click();
  await expect(done).toHaveAttribute('aria-pressed', 'true');
  await expect(routine.getByText('Roll out the mat')).toBeVisible();
  await screenshots(page, 'life-os-routines', routine);

  await page.getByRole('tab', { name: 'Overview' }).click();
  const today = page.getByRole('region', { name: "Today's routines" });
  await expect(today.getByRole('button', { name: 'Done today: Morning stretch' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(report.getByText('1 of 1', { exact: true })).toBeVisible();
  await screenshots(page, 'life-os-overview', report);

  // Insights from the member's own goal and routine.
  await page.getByRole('tab', { name: 'Insights' }).click();
  const insights = page.getByRole('tabpanel', { name: 'Insights' });
  await expect(insights.locator('h3, p').first()).toBeVisible();
  await screenshots(page, 'life-os-insights', insights);

  // The lifestyle hub: the routine is done, so none is next; the persona shows.
  await page.goto('/lifestyle');
  await expect(page.getByRole('region', { name: 'Next routines' })).toContainText(
    'Every routine is done for today.',
  );
  await screenshots(page, 'lifestyle', page.getByRole('region', { name: 'Next routines' }));
});

test('a member without a hub switches a device of their own', async ({ page }) => {
  test.slow();
  await onboardedMemberSignedIn(page, 'lifeos-home');
  await page.goto('/life-os?tab=smart-home');
  // No hub: a device of the member's own, switched on, and still on after a reload.
  const own = page.getByRole('region', { name: 'Your devices' });
  await expect(own.getByText('Not connected')).toBeVisible();
  await own.getByLabel('Device name').fill('Lounge lamp');
  await own.getByLabel('Room').fill('Lounge');
  await own.getByRole('button', { name: 'Add Device' }).click();
  const lamp = own.getByRole('switch', { name: 'Lounge lamp' });
  await expect(lamp).toHaveAttribute('aria-checked', 'false');
  await lamp.click();
  await expect(lamp).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('region', { name: 'Connect Home Assistant' })).toBeVisible();
  await screenshots(page, 'life-os-smart-home', own);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Your devices' }).getByRole('switch', { name: 'Lounge lamp' }),
  ).toHaveAttribute('aria-checked', 'true');
});
