import { expect, type Page, test } from '@playwright/test';
import { onboardedMemberSignedIn, signInOnThisPage, signInThroughPage } from '../support/members';

const NEW_PASSWORD = 'Harbour-Lights-77#';
const typing = { delay: 20 };

/** Answers "Confirm it is you" with the member's current password. */
async function confirmItIsYou(page: Page, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Current password').pressSequentially(password, typing);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
}

test('a member changes the password and the e-mail address from the profile', async ({
  page,
  browser,
}) => {
  const member = await onboardedMemberSignedIn(page, 'changes');

  // Another device signed in, to be signed out after the new password.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInThroughPage(otherPage, member.email, member.password);
  await expect(otherPage.getByText('Welcome back!')).toBeVisible();

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Sign-in Details' });
  await card.getByRole('button', { name: 'Change password' }).click();
  await card.getByLabel('New password', { exact: true }).pressSequentially(NEW_PASSWORD, typing);
  await card.getByLabel('Confirm new password').pressSequentially(NEW_PASSWORD, typing);
  await card.getByRole('button', { name: 'Save new password' }).click();
  await confirmItIsYou(page, member.password);
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(card.getByText(/still signed in on 1 other device/)).toBeVisible();
  await card.getByRole('button', { name: 'Sign out every other device' }).click();
  await expect(page.getByText('Every other device has been signed out.')).toBeVisible();
  await otherPage.goto('/profile');
  await expect(otherPage).toHaveURL(/\/auth/);
  await other.close();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth(\?|$)/);
  await signInOnThisPage(page, member.email, member.password);
  await expect(page.getByText('Sign In Failed')).toBeVisible();
  await signInThroughPage(page, member.email, NEW_PASSWORD);
  await expect(page.getByText('Welcome back!')).toBeVisible();

  const newEmail = member.email.replace('changes.', 'moved.');
  await page.goto('/profile');
  await card.getByRole('button', { name: 'Change email' }).click();
  await card.getByLabel('New email').pressSequentially(newEmail, typing);
  await card.getByRole('button', { name: 'Send confirmation link' }).click();
  // A new session: the password is asked again.
  await confirmItIsYou(page, NEW_PASSWORD);
  await expect(card.getByRole('status')).toContainText(
    `We sent a confirmation link to${newEmail}Your address changes when you open it.`,
  );

  await page.goto('/dev/mailbox');
  await expect(
    page
      .locator('details')
      .filter({ hasText: `To: ${member.email}` })
      .filter({ hasText: 'A change of your Aurum email address was requested' }),
  ).toHaveCount(1);
  const message = page
    .locator('details')
    .filter({ hasText: `To: ${newEmail}` })
    .filter({ hasText: 'Confirm your new Aurum email address' });
  await expect(message).toHaveCount(1);
  await message.locator('summary').click();
  await message.getByRole('link', { name: /\/auth\/v1\/user\/email\/confirm\?token=/ }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Your email address has been changed.')).toBeVisible();
  await expect(card.getByText(newEmail.split('@')[0]!)).toHaveText(newEmail);
  await expect(page.getByText(member.email, { exact: true })).toHaveCount(0);
});
