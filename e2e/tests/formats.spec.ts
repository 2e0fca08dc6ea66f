import { expect, test } from '@playwright/test';
import { confirmedMemberSignedIn, onboardedMemberSignedIn } from '../support/members';

// One format for every number and word (issue 24), as a member reads it at 390 and 1280 px.

/** Money as Aurum writes it everywhere: "R 6 500" (en-ZA groups with no-break spaces). */
const rand = (amount: string) => amount.replace(/ /g, '\u00a0');

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('a new name and a local phone number show everywhere at once', async ({ page }) => {
      await onboardedMemberSignedIn(page, `name${width}`);
      await expect(page).toHaveTitle('Dashboard · Aurum');

      await page.goto('/profile');
      await expect(page).toHaveTitle('Profile · Aurum');
      await page.getByRole('button', { name: 'Edit' }).click();
      const phone = page.getByLabel('Phone', { exact: true });
      // The field says what it accepts.
      await expect(phone).toHaveAccessibleDescription(/082 555 0100/);
      await page.getByLabel('Full Name').fill('Thandiwe Nkosi');
      await phone.fill('082 555 0100');
      await page.getByLabel('Emergency Contact Phone').fill('0825550101');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Profile updated successfully')).toBeVisible();
      const personal = page.locator('#personal-info');
      await expect(personal.getByText('+27 82 555 0100')).toBeVisible();
      await expect(personal.getByText('+27 82 555 0101')).toBeVisible();
      // The notification settings show the new number too, for SMS, WhatsApp and calls.
      await expect(page.locator('#notifications').getByText('+27 82 555 0100')).toBeVisible();

      // Back home without a reload: the greeting and the avatar use the new name.
      await page.goBack();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Thandiwe Nkosi' })).toBeVisible();
      await expect(page.getByText('TN', { exact: true })).toBeVisible();
      await expect(page.getByText('Naledi Khumalo')).toHaveCount(0);
      // And after a reload, from the page the server renders.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Thandiwe Nkosi' })).toBeVisible();
    });
  });
}

test('a yacht charter: heading, prices, possessive and the booked slot in one format', async ({
  page,
}) => {
  test.slow();
  await onboardedMemberSignedIn(page, 'yacht');
  await page.goto('/marketplace');
  await expect(page).toHaveTitle('Marketplace · Aurum');
  await page
    .getByRole('list', { name: 'Service categories' })
    .getByRole('button', { name: /Yacht Charters/ })
    .click();
  // Not "Yacht Charters Services".
  await expect(
    page.getByRole('heading', { level: 2, name: 'Yacht Charters', exact: true }),
  ).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Table Bay Yacht Charters' });
  await expect(
    card.getByText(`${rand('R 6 500')} – ${rand('R 38 000')} per charter`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'View Details of Table Bay Yacht Charters' }).click();
  await expect(page.getByRole('button', { name: '← Back to Search' })).toBeVisible();

  const slots = page.getByRole('radiogroup', { name: 'Free time slots' }).getByRole('radio');
  const nextFreeDay = page.getByRole('button', { name: /^Next free day: / });
  await expect(slots.first().or(nextFreeDay)).toBeVisible();
  if (await nextFreeDay.isVisible()) await nextFreeDay.click();
  await expect(slots.first()).toBeVisible();
  await slots.first().check({ force: true });
  await page.getByRole('button', { name: 'Book Service' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'View request status' });
  await expect(confirmation).toContainText("awaits Table Bay Yacht Charters' confirmation");
  await expect(confirmation).not.toContainText("Charters's");

  await page.goto('/request-status');
  await expect(page).toHaveTitle('Request Status · Aurum');
  const booked = page.getByText(/^You booked Table Bay Yacht Charters for /).first();
  await expect(booked).toBeVisible();
  // "04 Dec 2026, 15:00–16:00", as every other date on the page; never "2026-12-04 15:00-16:00".
  await expect(booked).toHaveText(/for \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}–\d{2}:\d{2}\./);
  await expect(page.getByText(/\d{4}-\d{2}-\d{2}/)).toHaveCount(0);
});

test('plans, prices and security events read as a person would write them', async ({ page }) => {
  await onboardedMemberSignedIn(page, 'words');
  await page.goto('/membership');
  await expect(page).toHaveTitle('Membership · Aurum');
  // One naming scheme for the plans, one money format for their prices.
  for (const plan of ['Essentials Access', 'Signature Access', 'Elite Access']) {
    await expect(page.getByRole('button', { name: `Choose ${plan}` })).toBeVisible();
  }
  await expect(page.getByText('Elite plan')).toHaveCount(0);
  await expect(page.getByText(rand('R 5 000'), { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/R\s?\d+,\d{3}/)).toHaveCount(0);

  await page.goto('/ai-assistant');
  await expect(page).toHaveTitle('AI Assistant · Aurum');
  await page.getByRole('tab', { name: 'Security & Privacy' }).click();
  await expect(page.getByText('Account created', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^(Signup|Signin|Email confirmed)$/)).toHaveCount(0);
});

test('the page the server sends before the app runs carries its own title', async ({ request }) => {
  for (const [path, title] of [
    ['/marketplace', 'Marketplace · Aurum'],
    ['/auth', 'Sign In · Aurum'],
    ['/', 'Aurum · Members-only AI concierge'],
  ]) {
    const html = await (await request.get(path!)).text();
    expect(html).toContain(`<title>${title}</title>`);
  }
});

test('a wrong password warns "1 attempt remaining", not "1 attempts"', async ({ browser }) => {
  const member = await confirmedMemberSignedIn(await browser.newPage(), 'attempts');
  const page = await (await browser.newContext()).newPage();
  await page.goto('/auth');
  await expect(page).toHaveTitle('Sign In · Aurum');
  for (let attempt = 1; attempt <= 4; attempt++) {
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill('Not-The-Password-1!');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText(`${5 - attempt} attempt`).first()).toBeVisible();
  }
  await expect(page.getByText(/\b1 attempt remaining\b/).first()).toBeVisible();
  await expect(page.getByText(/\b1 attempts\b/)).toHaveCount(0);
});
