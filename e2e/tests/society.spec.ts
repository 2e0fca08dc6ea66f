import { expect, test } from '@playwright/test';
import { openCalendarDay } from '../support/calendar';
import { payMonthlyInSandbox } from '../support/membership';
import { confirmedMemberSignedIn } from '../support/members';
import { completeOnboarding } from '../support/onboarding';
import { wholePageAtWidths } from '../support/screens';
import { signInAsStaff } from '../support/staff-codes';

/** Where the screenshots go, to be looked at (390 and 1280 px). */
const SHOTS = process.env.SOCIETY_SHOTS ?? '/tmp/society-shots';

/** The day `days` from today in Johannesburg (YYYY-MM-DD), as the calendar names days. */
function dayFromToday(days: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(
    new Date(),
  );
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test('a platinum member RSVPs to a Society event: in the calendar, and e-mailed with its .ics', async ({
  page,
  browser,
}) => {
  test.slow();
  const eventDay = dayFromToday(6);
  const title = `Jazz Supper ${Date.now().toString(36)}`;

  // Staff add the event to the catalogue in the console.
  const staff = await browser.newPage();
  await signInAsStaff(staff);
  await staff.goto('/admin?section=society');
  await expect(staff.getByRole('heading', { name: 'Perks' })).toBeVisible();
  await expect(staff.getByRole('cell', { name: 'Birthday Spa Day' })).toBeVisible();
  await staff.getByRole('button', { name: 'New event' }).click();
  const form = staff.getByRole('dialog');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('A late supper with a jazz trio in a Bo-Kaap loft.');
  await form.getByLabel('Date').fill(eventDay);
  await form.getByLabel('Time').fill('20:00');
  await form.getByLabel('Location').fill('Bo-Kaap, Cape Town');
  await form.getByLabel('Capacity').fill('2');
  await form.getByLabel('Tier requirement').selectOption('platinum');
  await form.getByLabel('Category').selectOption('culture');
  await form.getByRole('button', { name: 'Add event' }).click();
  await expect(form).toBeHidden();
  await expect(staff.getByRole('cell', { name: title })).toBeVisible();
  await wholePageAtWidths(
    staff,
    SHOTS,
    'society-admin',
    staff.getByRole('heading', { name: 'Events' }),
  );
  await staff.close();

  // A new member on the trial sees no events, and the tier badge says Premium.
  const member = await confirmedMemberSignedIn(page, 'society');
  await completeOnboarding(page);
  await page.goto('/society?tab=events');
  await expect(page).toHaveTitle(/Society/);
  await expect(page.getByText('No events available for your membership tier')).toBeVisible();
  await expect(page.getByText('Premium', { exact: true })).toBeVisible();

  // Platinum through the sandbox checkout: the platinum events open.
  await payMonthlyInSandbox(page, 'platinum');
  await page.goto('/society?tab=events');
  await expect(page.getByText('Platinum Member')).toBeVisible();
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Be the first to RSVP · 2 seats')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Black Card Safari Weekend' })).toHaveCount(0);
  await card.getByRole('button', { name: `RSVP: ${title}` }).click();
  await expect(card.getByText('Registered')).toBeVisible();
  await expect(card.getByText('1 of 2 attending · 1 seat left')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel RSVP' })).toBeVisible();
  await wholePageAtWidths(page, SHOTS, 'society-events', card);

  // A perk: redeemed once, its code shown, the button disabled after.
  await page.getByRole('tab', { name: 'Perks' }).click();
  const perk = page.getByRole('article', { name: 'Winelands Tasting for Two' });
  await perk.getByRole('button', { name: 'Redeem: Winelands Tasting for Two' }).click();
  await expect(perk.getByText(/^AUR-[A-Z2-9]{4}-[A-Z2-9]{4}$/)).toBeVisible();
  await expect(
    perk.getByRole('button', { name: 'Redeemed: Winelands Tasting for Two' }),
  ).toBeDisabled();
  await expect(
    page
      .getByRole('article', { name: 'Private Aviation Savings' })
      .getByText('Included from Black membership.'),
  ).toBeVisible();
  await wholePageAtWidths(page, SHOTS, 'society-perks', perk);

  await page.getByRole('tab', { name: 'Benefits' }).click();
  await expect(page.getByRole('heading', { name: 'Your Platinum Member benefits' })).toBeVisible();
  await wholePageAtWidths(
    page,
    SHOTS,
    'society-benefits',
    page.getByText('Signature Access').first(),
  );

  // The RSVP is in the member's calendar.
  await openCalendarDay(page, eventDay);
  await expect(page.getByText(title).first()).toBeVisible();

  // The confirmation e-mail in the dev mailbox carries the event as an .ics file.
  await page.goto('/dev/mailbox');
  const mail = page.locator('details').filter({ hasText: `You're registered: ${title}` });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText(`To: ${member.email}`);
  await mail.locator('summary').click();
  const attachment = mail.getByRole('link', { name: 'aurum-event.ics' });
  await expect(attachment).toBeVisible();
  const ics = await page.request.get((await attachment.getAttribute('href'))!);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  const text = await ics.text();
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain(`SUMMARY:${title}`);
  expect(text).toContain(`DTSTART;TZID=Africa/Johannesburg:${eventDay.replaceAll('-', '')}T200000`);
});
