import { expect, type Browser, type Page, test } from '@playwright/test';
import { onboardedMemberSignedIn } from '../support/members';
import { fileRequestThroughForm } from '../support/requests';
import { checkAtWidths } from '../support/screens';
import { signInAsStaff } from '../support/staff-codes';

/** A member files a Security Services request in Sandton and leaves it to automatic matching. */
async function requestMatchedAutomatically(page: Page, label: string) {
  await onboardedMemberSignedIn(page, label);
  const description = `Close protection for a gala evening (${Date.now()})`;
  await fileRequestThroughForm(page, {
    type: 'Security Services',
    description,
    location: 'Sandton',
  });
  await page.getByRole('button', { name: 'Skip - Auto-assign Provider' }).click();
  await expect(page.getByText(/Automated Match Found|Request Received/).first()).toBeVisible();
  return description;
}

/** Staff sign in to the console and open the request. */
async function staffOpens(browser: Browser, description: string) {
  // A context of its own, so that the same staff member may open a second tab in it.
  const staff = await (await browser.newContext()).newPage();
  await signInAsStaff(staff);
  await staff.getByText(description).first().click();
  await expect(staff.getByRole('heading', { name: 'Progress' })).toBeVisible();
  return staff;
}

test("staff assign from matching's ranking: providers already asked say so, Show all providers adds the rest", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const description = await requestMatchedAutomatically(page, 'ranked');
  const staff = await staffOpens(browser, description);
  const provider = staff.getByLabel('Provider', { exact: true });
  await expect(provider).toBeEnabled();

  const matching = provider.locator('optgroup[label="Matching Security Services providers"]');
  const asked = matching.locator('option', { hasText: '· already asked' });
  await expect(asked.first()).toBeAttached();
  expect(await asked.count()).toBeGreaterThan(0);
  for (const option of await asked.all()) await expect(option).toBeDisabled();
  const others = provider.locator('optgroup[label="Other providers"]');
  await expect(others).toHaveCount(0);

  await staff.getByLabel('Show all providers').check();
  await expect(others).toHaveCount(1);
  expect(await others.locator('option').count()).toBeGreaterThan(0);
  await checkAtWidths(
    staff,
    testInfo,
    'assign-provider',
    staff.getByRole('heading', { name: 'Assign provider' }),
  );
  await staff.context().close();
});

test('Mark in progress and Mark completed turn off once the request is completed, and stay off', async ({
  page,
  browser,
}) => {
  test.slow();
  const description = await requestMatchedAutomatically(page, 'completed');
  const staff = await staffOpens(browser, description);
  const inProgress = staff.getByRole('button', { name: 'Mark in progress' });
  const completed = staff.getByRole('button', { name: 'Mark completed' });

  await inProgress.click();
  await expect(staff.getByText('Request marked in progress')).toBeVisible();
  await expect(inProgress).toBeDisabled();

  // No provider confirmed it: staff say why.
  await staff
    .getByLabel(/No provider has confirmed this request/)
    .fill('The member arranged security with the venue directly.');
  await completed.click();
  await expect(staff.getByText('Request marked completed')).toBeVisible();
  await expect(inProgress).toBeDisabled();
  await expect(completed).toBeDisabled();

  await staff.reload();
  await expect(staff.getByRole('heading', { name: 'Progress' })).toBeVisible();
  await expect(inProgress).toBeDisabled();
  await expect(completed).toBeDisabled();
  await staff.context().close();
});

test('a page left open on a request follows what other staff did: a refused change or coming back reloads it', async ({
  page,
  browser,
}) => {
  test.slow();
  const description = await requestMatchedAutomatically(page, 'stale');
  const staff = await staffOpens(browser, description);
  // The same staff member has the request open in a second tab too.
  const other = await staff.context().newPage();
  await other.goto(staff.url());
  const otherInProgress = other.getByRole('button', { name: 'Mark in progress' });
  const otherCompleted = other.getByRole('button', { name: 'Mark completed' });
  await expect(otherInProgress).toBeEnabled();

  await staff.getByRole('button', { name: 'Mark in progress' }).click();
  await expect(staff.getByText('Request marked in progress')).toBeVisible();
  // The second tab still offers it; the server refuses, and the tab reads the request again.
  await otherInProgress.click();
  await expect(other.getByText('Could not change the status')).toBeVisible();
  await expect(otherInProgress).toBeDisabled();

  await staff
    .getByLabel(/No provider has confirmed this request/)
    .fill('The member arranged security with the venue directly.');
  await staff.getByRole('button', { name: 'Mark completed' }).click();
  await expect(staff.getByText('Request marked completed')).toBeVisible();
  // Coming back to the second tab reads the request again: nothing left to mark.
  await other.bringToFront();
  await other.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(otherCompleted).toBeDisabled();
  await expect(other.getByText('This request is closed.')).toBeVisible();
  await staff.context().close();
});
