import { expect, test } from '@playwright/test';
import { onboardedMemberSignedIn } from '../support/members';
import { daysFromNowInJohannesburg } from '../support/requests';
import { checkAtWidths } from '../support/screens';

const ZONE = 'Africa/Johannesburg';

/** A day ahead as the proposal card shows it: "Monday, 30 November 2026". */
function shownDay(days: number): string {
  return new Intl.DateTimeFormat('en-ZA', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: ZONE,
  }).format(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
}

/** Types as a member does, a key at a time. */
async function say(page: import('@playwright/test').Page, text: string) {
  const box = page.getByLabel('Message');
  await box.click();
  await box.pressSequentially(text, { delay: 15 });
  await box.press('Enter');
}

test('a driver cancelled through the chat shows Cancelled on Request Status without a reload', async ({
  page,
  context,
}, testInfo) => {
  test.slow();
  await onboardedMemberSignedIn(page, 'concierge-cancel');

  // A driver for tomorrow, filed through the form.
  await page.goto('/service-request');
  await page.getByLabel('Service Type').selectOption({ label: 'Personal Driver' });
  await page.getByLabel('Description').fill('A driver to take me to the airport');
  await page.getByLabel('Preferred Date').fill(daysFromNowInJohannesburg(1));
  await page.getByLabel('Preferred Time').fill('09:30');
  await page.getByLabel('Location').fill('Sandton');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Choose Your Provider')).toBeVisible();

  // Request Status stays open in another tab: the change must reach it live.
  const status = await context.newPage();
  await status.goto('/request-status');
  const card = status
    .locator('article, li')
    .filter({ hasText: 'A driver to take me to the airport' });
  await expect(card.first()).toBeVisible();
  await expect(card.first().getByText('Cancelled', { exact: true })).toHaveCount(0);

  await page.goto('/ai-assistant');
  await say(page, 'cancel my driver for tomorrow');
  const proposal = page.getByRole('region', { name: 'Proposed cancellation' });
  await expect(proposal).toBeVisible();
  await expect(proposal.getByText('Personal Driver').first()).toBeVisible();
  // Nothing is cancelled before the member confirms.
  await expect(card.first().getByText('Cancelled', { exact: true })).toHaveCount(0);
  await checkAtWidths(page, testInfo, 'assistant-cancel-proposal', proposal);
  await page.setViewportSize({ width: 1280, height: 900 });

  await proposal.getByRole('button', { name: 'Cancel this request' }).click();
  await expect(proposal.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText("Done: I've cancelled your Personal Driver request").first(),
  ).toBeVisible();

  await expect(card.first().getByText('Cancelled', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
});

test('a request in Afrikaans is filed with the right service, place and time', async ({
  page,
}, testInfo) => {
  test.slow();
  await onboardedMemberSignedIn(page, 'concierge-afrikaans');

  await page.goto('/ai-assistant');
  const message =
    "Kan u asseblief oormôre om 7 in die aand 'n privaat sjef in Constantia vir ons bespreek?";
  await say(page, message);

  const proposal = page.getByRole('region', { name: 'Proposed request' });
  await expect(proposal).toBeVisible();
  await expect(proposal.getByRole('heading', { name: 'Private Chef' })).toBeVisible();
  await expect(proposal.getByText('Constantia (Cape Town)', { exact: true })).toBeVisible();
  await expect(proposal.getByText(shownDay(2), { exact: true })).toBeVisible();
  await expect(proposal.getByText('19:00', { exact: true })).toBeVisible();
  // The reply is in Afrikaans, and the bubble says so to screen readers.
  await expect(page.locator('[lang="af"]').first()).toBeVisible();
  await checkAtWidths(page, testInfo, 'assistant-afrikaans', proposal);
  await page.setViewportSize({ width: 1280, height: 900 });

  await proposal.getByRole('button', { name: 'Confirm Request' }).click();
  await expect(proposal.getByText('Request filed')).toBeVisible();

  await page.goto('/request-status');
  const request = page.locator('article, li').filter({ hasText: message }).first();
  await expect(request).toBeVisible();
  await expect(request.getByText(/Private Chef/).first()).toBeVisible();
  await expect(request.getByText(/Constantia/).first()).toBeVisible();
});
