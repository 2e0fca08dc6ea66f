import { expect, test } from '@playwright/test';
import { confirmedMemberSignedIn, signInThroughPage } from '../support/members';

const NEW_PASSWORD = 'Harbour-Lights-77#';

test('a member who forgot the password resets it by e-mail and lands signed in', async ({
  page,
}) => {
  const member = await confirmedMemberSignedIn(page, 'forgetful');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').pressSequentially(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(
      "If an account exists for that address, we've sent a link to reset your password. It expires in 1 hour.",
    ),
  ).toBeVisible();

  await page.goto('/dev/mailbox');
  const message = page
    .locator('details')
    .filter({ hasText: `To: ${member.email}` })
    .filter({ hasText: 'Reset your Aurum password' });
  await expect(message).toHaveCount(1);
  await message.locator('summary').click();
  await message.getByRole('link', { name: /\/auth\/reset#token=/ }).click();

  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  // The token left the address bar as soon as the page read it.
  await expect(page).toHaveURL(/\/auth\/reset$/);
  await page.getByLabel('New password', { exact: true }).pressSequentially(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').pressSequentially(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  // Signed in: the member goes on to the app (a member who has not onboarded yet is sent there).
  await expect(page).toHaveURL(/\/(dashboard|onboarding)$/);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughPage(page, member.email, member.password);
  await expect(page.getByText('Sign In Failed')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await signInThroughPage(page, member.email, NEW_PASSWORD);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).not.toHaveURL(/\/auth$/);
});
