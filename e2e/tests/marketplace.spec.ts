import { expect, test } from '@playwright/test';
import { confirmedMemberSignedIn } from '../support/members';
import { completeOnboarding } from '../support/onboarding';

/** Tomorrow in Johannesburg, as YYYY-MM-DD and as the calendar names it. */
function tomorrowInJohannesburg() {
  const at = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-ZA', { timeZone: 'Africa/Johannesburg', ...options }).format(at);
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(at);
  return { iso, day: Number(part({ day: 'numeric' })), month: part({ month: 'long' }) };
}

test('a member filters the marketplace, books a free slot and finds it in requests and the calendar', async ({
  page,
}) => {
  await confirmedMemberSignedIn(page, 'booker');
  await completeOnboarding(page);
  await page.goto('/marketplace');
  await expect(page.getByText(/providers? found/).first()).toBeVisible();

  await page
    .getByRole('list', { name: 'Service categories' })
    .getByRole('button', { name: /Private Chefs/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Private Chefs Services' })).toBeVisible();
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByLabel('Minimum rating').fill('4');
  await expect(page).toHaveURL(/rating=4/);
  await expect(page).toHaveURL(/category=/);

  // The filters survive a reload (they live in the address).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Private Chefs Services' })).toBeVisible();
  const details = page.getByRole('button', { name: /^View Details of / });
  await expect(details.first()).toBeVisible();
  const providerName = (await details.first().getAttribute('aria-label'))!.replace(
    'View Details of ',
    '',
  );
  await details.first().click();
  await expect(page.getByRole('button', { name: '← Back to Search' })).toBeVisible();
  await expect(page.getByText('Completed Jobs')).toBeVisible();

  const tomorrow = tomorrowInJohannesburg();
  await page.getByLabel('Date', { exact: true }).fill(tomorrow.iso);
  const slots = page.getByRole('radiogroup', { name: 'Free time slots' }).getByRole('radio');
  await expect(slots.first()).toBeVisible();
  await slots.first().check({ force: true });
  await page.getByRole('button', { name: 'Book Service' }).click();
  await expect(page.getByText('Time slot booked')).toBeVisible();

  await page.goto('/request-status');
  await expect(page.getByText(new RegExp(`with ${providerName}`)).first()).toBeVisible();

  await page.goto('/calendar');
  const dayName = new RegExp(`\\b${tomorrow.day} ${tomorrow.month}\\b`);
  await expect(page.getByRole('button', { name: /\d{1,2} \w+ \d{4}$/ }).first()).toBeVisible();
  if ((await page.getByRole('button', { name: dayName }).count()) === 0) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await page.getByRole('button', { name: dayName }).first().click();
  await expect(page.getByText('Private Chef').first()).toBeVisible();
});

test('the emergency tab lists only emergency providers', async ({ page }) => {
  await confirmedMemberSignedIn(page, 'emergency');
  await completeOnboarding(page);
  await page.goto('/marketplace');
  await page.getByRole('tab', { name: 'Emergency Services' }).click();
  await expect(page.getByText('Need Immediate Help?')).toBeVisible();
  const descriptions = page.locator('article p.line-clamp-3');
  await expect(descriptions.first()).toBeVisible();
  const texts = await descriptions.allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text).toMatch(/emergency|24\/7/i);
  await expect(page.getByText('24/7 Available').first()).toBeVisible();
});
