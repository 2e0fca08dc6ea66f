import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { onboardedMemberSignedIn, signInOnThisPage } from '../support/members';
import { codeForStep } from '../support/staff-codes';

test('a member sets up an authenticator app; signing in then asks for its code and keeps the deep link', async ({
  page,
}) => {
  const member = await onboardedMemberSignedIn(page, 'two-factor');
  await page.goto('/security');
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();

  // A change of factor asks for the password again first.
  const reauth = page.getByRole('dialog', { name: 'Confirm it is you' });
  await reauth.getByLabel('Current password').pressSequentially(member.password, { delay: 20 });
  await reauth.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
  const app = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 });
  const step = () => Math.floor(Date.now() / 30_000);
  const enrolStep = step();
  await page
    .getByLabel('Authentication code')
    .pressSequentially(codeForStep(app, enrolStep), { delay: 40 });
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByText('10 recovery codes left')).toBeVisible();

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth/);

  // A deep link survives the two steps.
  await page.goto('/security');
  await expect(page).toHaveURL(/\/auth/);
  await signInOnThisPage(page, member.email, member.password);
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  // A code is taken once: the step after the one the set-up used.
  await code.pressSequentially(codeForStep(app, Math.max(step(), enrolStep + 1)), { delay: 40 });
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/security$/);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
});
