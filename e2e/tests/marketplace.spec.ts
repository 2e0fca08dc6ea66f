import { MARKETPLACE_MESSAGES } from '@aurum/shared/marketplace/marketplace-rules';
import { possessive } from '@aurum/shared/format/words';
import { expect, test } from '@playwright/test';
import { calendarDayName } from '../support/calendar';
import { onboardedMemberSignedIn } from '../support/members';
import { daysFromNowInJohannesburg } from '../support/requests';
import { checkAtWidths } from '../support/screens';

test('a member books the next free slot and finds the request in requests and the calendar', async ({
  page,
}) => {
  // Sign-up to calendar: four screens.
  test.slow();
  await onboardedMemberSignedIn(page, 'booker');
  await page.goto('/marketplace');
  await expect(page.getByText(/providers? found/).first()).toBeVisible();

  await page
    .getByRole('list', { name: 'Service categories' })
    .getByRole('button', { name: /Private Chefs/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Private Chefs', exact: true })).toBeVisible();
  // Without reviews a provider is New everywhere: on its card and in its details.
  const firstCard = page.getByRole('article').first();
  await expect(firstCard.getByText('New', { exact: true })).toBeVisible();
  const details = page.getByRole('button', { name: /^View Details of / });
  const providerName = (await details.first().getAttribute('aria-label'))!.replace(
    'View Details of ',
    '',
  );
  await details.first().click();
  await expect(page.getByRole('button', { name: '← Back to Search' })).toBeVisible();
  const stats = page.locator('dl').filter({ hasText: 'Completed Jobs' });
  await expect(stats.getByText('Customer Rating')).toBeVisible();
  await expect(stats.getByText('New', { exact: true })).toBeVisible();
  await expect(
    page.getByText('You can review a provider after they have completed a request for you.'),
  ).toBeVisible();

  // Whatever the day and hour: book today's first free slot, or the first of the day offered next.
  const slots = page.getByRole('radiogroup', { name: 'Free time slots' }).getByRole('radio');
  const nextFreeDay = page.getByRole('button', { name: /^Next free day: / });
  await expect(slots.first().or(nextFreeDay)).toBeVisible();
  if (await nextFreeDay.isVisible()) await nextFreeDay.click();
  await expect(slots.first()).toBeVisible();
  const date = await page.getByLabel('Date', { exact: true }).inputValue();
  const time = (await slots.first().locator('..').textContent())!.trim();
  const [, end] = time.split(' - ');
  await slots.first().check({ force: true });
  await page.getByRole('button', { name: 'Book Service' }).click();
  // A request, not a confirmed booking: provider, day and time, awaiting the provider.
  const confirmation = page.getByRole('status').filter({ hasText: 'View request status' });
  await expect(confirmation).toContainText('Booking requested');
  await expect(confirmation).toContainText(providerName);
  await expect(confirmation).toContainText(time);
  await expect(confirmation).toContainText(`awaits ${possessive(providerName)} confirmation`);

  await page.goto('/request-status');
  await expect(page.getByText(new RegExp(`with ${providerName}`)).first()).toBeVisible();

  await page.goto('/calendar');
  const day = page.getByRole('button', { name: await calendarDayName(page, date) });
  await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
  if ((await day.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  await day.first().click();
  // The entry names the provider and when the slot ends.
  await expect(page.getByText(`Private Chef with ${providerName}, until ${end}`)).toBeVisible();
});

test('search and location keep every key at any typing speed; held arrow keys move the rating', async ({
  page,
}) => {
  // Typing at up to 600 ms a key takes its time.
  test.slow();
  await onboardedMemberSignedIn(page, 'typist');
  await page.goto('/marketplace');
  await expect(page.getByText(/providers? found/).first()).toBeVisible();
  const search = page.getByLabel('Search services or providers');
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('region', { name: 'Filters' });
  const location = filters.getByLabel('Location');

  for (const delay of [50, 300, 600]) {
    await search.clear();
    await search.pressSequentially('villa', { delay });
    await expect(search).toHaveValue('villa');
    await expect(page).toHaveURL(/[?&]q=villa(&|$)/);
    await expect(search).toHaveValue('villa');

    await location.clear();
    await location.pressSequentially('sandton', { delay });
    await expect(location).toHaveValue('sandton');
    await expect(page).toHaveURL(/[?&]location=sandton(&|$)/);
    await expect(location).toHaveValue('sandton');
  }

  // Holding ArrowRight: nine steps of 0.5, as fast as the keyboard repeats them.
  const rating = filters.getByLabel('Minimum rating');
  await rating.focus();
  for (let step = 0; step < 9; step++) await page.keyboard.press('ArrowRight');
  await expect(rating).toHaveAttribute('aria-valuetext', '4.5 stars and up');
  await expect(page).toHaveURL(/[?&]rating=4\.5(&|$)/);
  await expect(rating).toHaveAttribute('aria-valuetext', '4.5 stars and up');
});

test('emergency providers can be called from their cards', async ({ page }) => {
  await onboardedMemberSignedIn(page, 'emergency');
  await page.goto('/marketplace');
  await page.getByRole('tab', { name: 'Emergency Services' }).click();
  await expect(page.getByText('Need Immediate Help?')).toBeVisible();
  await expect(page.getByText(/Call them directly/)).toBeVisible();
  const descriptions = page.locator('article p.line-clamp-3');
  await expect(descriptions.first()).toBeVisible();
  const texts = await descriptions.allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text).toMatch(/emergency|24\/7/i);
  await expect(page.getByText('24/7 Available').first()).toBeVisible();
  const cards = page.getByRole('article');
  expect(await cards.getByRole('link', { name: /^Call / }).count()).toBe(await cards.count());
  await expect(cards.first().getByRole('link', { name: /^Call / })).toHaveAttribute(
    'href',
    /^tel:\+27\d{9}$/,
  );
});

test('an unknown provider says so and leads back to the marketplace', async ({ page }) => {
  await onboardedMemberSignedIn(page, 'lost');
  await page.goto('/marketplace?provider=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Provider not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Browse providers' }).click();
  await expect(page.getByText(/providers? found/).first()).toBeVisible();
});

test("a provider's details tell the month's allowance before Book Service and show later times after the first 8", async ({
  page,
}, testInfo) => {
  test.slow();
  await onboardedMemberSignedIn(page, 'evening');
  // Robberg Coastal Chef is free every day from 07:00 to 22:00: fifteen hourly slots.
  await page.goto('/marketplace?q=Robberg');
  await page.getByRole('button', { name: 'View Details of Robberg Coastal Chef' }).click();
  const book = page.getByRole('button', { name: 'Book Service' });
  await expect(book).toBeVisible();

  const allowance = page.getByText(/left this month|Unlimited requests on your plan/);
  await expect(allowance).toBeVisible();
  const above = (await allowance.boundingBox())!;
  const button = (await book.boundingBox())!;
  expect(above.y + above.height).toBeLessThanOrEqual(button.y);

  // A day ahead, whole: its first 8 slots, then the evening ones on request.
  await page.getByLabel('Date', { exact: true }).fill(daysFromNowInJohannesburg(3));
  const slots = page.getByRole('radiogroup', { name: 'Free time slots' }).getByRole('radio');
  await expect(slots).toHaveCount(8);
  const evening = page.getByText('20:00 - 21:00', { exact: true });
  await expect(evening).toHaveCount(0);
  await checkAtWidths(page, testInfo, 'provider-detail', book);

  await page.getByRole('button', { name: MARKETPLACE_MESSAGES.showMoreSlots(7) }).click();
  await expect(slots).toHaveCount(15);
  await expect(evening).toBeVisible();
  await evening.click();
  await expect(slots.nth(13)).toBeChecked();
});
