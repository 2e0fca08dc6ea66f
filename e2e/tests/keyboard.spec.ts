import { expect, test, type Page } from '@playwright/test';
import { onboardedMemberSignedIn } from '../support/members';
import { daysFromNowInJohannesburg, providerLinks } from '../support/requests';
import {
  escapeBackTo,
  expectFocusBackOn,
  expectVisibleFocus,
  focusedStop,
  signInByKeyboard,
  tabTo,
  typeInto,
} from '../support/keyboard';
// @ts-expect-error plain ESM module shared with the server launcher
import { STAFF } from '../support/staff.mjs';

/**
 * Every screen usable by keyboard alone, with a visible focus (issue 33, ADR 081): the member's
 * main journeys, a provider's answer and a staff console section, walked with Tab, Shift+Tab,
 * Enter, Space, Escape, arrows and typing only (no click after a page is opened), at 1280 px.
 * Every Tab stop must show an outline or a ring (support/keyboard.ts), and a dialog left with
 * Escape gives the focus back to the button that opened it.
 */
test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

/** Opens a screen: the skip link is its first stop, and Enter takes the focus into its content. */
async function openAndSkip(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main, h1').first()).toBeVisible();
  const first = await tabTo(page, 'Skip to content');
  expect(first.tag).toBe('a');
  await page.keyboard.press('Enter');
  expect((await focusedStop(page)).lost, 'the skip link moved the focus into the screen').toBe(
    false,
  );
}

/** From the dashboard, Tab to a section's link and follow it with Enter. */
async function reachFromDashboard(page: Page, link: string, address: RegExp) {
  await openAndSkip(page, '/dashboard');
  await tabTo(page, link, { tag: 'a' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(address);
}

/** "MMDDYYYY" as Chromium's date field takes typing in en-US, for a YYYY-MM-DD day. */
const typedDate = (day: string) => {
  const [year, month, date] = day.split('-');
  return `${month}${date}${year}`;
};

test('a member signs in, reaches the sections, files a request and uses the dialogs by keyboard', async ({
  page,
  browser,
}) => {
  test.slow();
  const member = await onboardedMemberSignedIn(page, 'keyboard');
  await page.context().clearCookies();

  await test.step('signing in', async () => {
    await signInByKeyboard(page, member.email, member.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step("the dashboard's Install App dialog, left with Escape", async () => {
    await tabTo(page, 'Install App', { tag: 'button' });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Install Aurum' })).toBeVisible();
    await expectVisibleFocus(page, 'in the Install Aurum dialog');
    await escapeBackTo(page, 'Install App');
  });

  await test.step('the main sections from the dashboard', async () => {
    await reachFromDashboard(page, 'Marketplace', /\/marketplace$/);
    await reachFromDashboard(page, 'Vault', /\/vault$/);
    await reachFromDashboard(page, 'AI Journal', /\/ai-journal$/);
    await reachFromDashboard(page, 'Calendar', /\/calendar$/);
    await reachFromDashboard(page, 'Booking', /\/service-request$/);
  });

  const description = `A braai for twelve in the garden, with a vegetarian spread (${Date.now()})`;
  await test.step('a concierge request through its form', async () => {
    await tabTo(page, /^Service Type/, { tag: 'select' });
    // A closed select takes typing to choose an option, and the arrows to move between them.
    await page.keyboard.type('Private');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByLabel('Service Type')).toHaveValue('private_chef');
    await typeInto(page, /^Description/, description);
    await typeInto(page, /^Preferred Date/, typedDate(daysFromNowInJohannesburg(30)));
    await expect(page.getByLabel('Preferred Date')).toHaveValue(daysFromNowInJohannesburg(30));
    await tabTo(page, /^Location/);
    await page.keyboard.type('Camps Bay, Cape Town');
    await tabTo(page, 'Submit Request');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Choose Your Provider')).toBeVisible();
    await tabTo(page, /^Choose /, { tag: 'button' });
    await page.keyboard.press('Space');
    await expect(page.getByText('Provider Requested').first()).toBeVisible();
  });

  await test.step('a provider answers the request from the link in their e-mail', async () => {
    const links = await providerLinks(page, description);
    const provider = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await provider.goto(links.confirm);
    await expect(provider.getByText(description)).toBeVisible();
    await tabTo(provider, 'Confirm', { tag: 'button' });
    await provider.keyboard.press('Enter');
    await expect(provider.getByText(/the member has been told you confirmed/)).toBeVisible();
    await provider.close();
  });

  await test.step('a chat message, and its proposal card confirmed', async () => {
    await openAndSkip(page, '/ai-assistant');
    await typeInto(
      page,
      'Message',
      'Please book a private chef in Constantia for Saturday at 7 in the evening',
    );
    await page.keyboard.press('Enter');
    await expectVisibleFocus(page, 'after the message was sent');
    const proposal = page.getByRole('region', { name: 'Proposed request' });
    await expect(proposal).toBeVisible({ timeout: 30_000 });
    // The card is above the message box: back up to it.
    await tabTo(page, 'Confirm Request', { back: true });
    await page.keyboard.press('Enter');
    await expect(proposal.getByText('Request filed')).toBeVisible();
  });

  await test.step("the calendar's Add Event dialog, left with Escape", async () => {
    await openAndSkip(page, '/calendar');
    await tabTo(page, 'Add Event', { back: true, tag: 'button' });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Add Event' })).toBeVisible();
    const inside = await expectVisibleFocus(page, 'in the Add Event dialog');
    expect(inside.name).toMatch(/^Title/);
    await escapeBackTo(page, 'Add Event');
    // Saved with Enter from its Title: the dialog closes, and the focus is back on Add Event too.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Add Event' })).toBeVisible();
    await page.keyboard.type('Sundowners at Llandudno');
    await page.keyboard.press('Enter');
    await expectFocusBackOn(page, 'Add Event', 'after the event was saved');
    await expect(page.getByText('Sundowners at Llandudno').first()).toBeVisible();
  });

  await test.step('the notification centre, left with Escape', async () => {
    await expect(page.getByRole('button', { name: /^Notifications(,|$)/ })).toBeVisible();
    await tabTo(page, /^Notifications(,|$)/, { tag: 'button' });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectVisibleFocus(page, 'in the notification centre');
    await escapeBackTo(page, /^Notifications(,|$)/);
  });
});

test('staff sign in and open a console section by keyboard', async ({ page }) => {
  await signInByKeyboard(page, STAFF.email, STAFF.password);
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByRole('navigation', { name: 'Staff console' })).toBeVisible();
  await tabTo(page, 'Providers', { tag: 'a' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin.*providers/);
  await expect(page.getByRole('heading', { name: 'Providers' }).first()).toBeVisible();
  // Back up the navigation with Shift+Tab to the section before it, and open it too.
  await tabTo(page, 'Concierge Cases', { back: true, tag: 'a' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin.*concierge/);
});
