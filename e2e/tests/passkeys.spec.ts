import { expect, type Page, test } from '@playwright/test';
import { onboardedMemberSignedIn } from '../support/members';

/**
 * Chromium's virtual authenticator (DevTools protocol): a platform authenticator that keeps
 * discoverable credentials and verifies the user (as a fingerprint would) without asking.
 */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

const typeSlowly = async (page: Page, label: string, text: string) =>
  page.getByLabel(label, { exact: true }).pressSequentially(text, { delay: 30 });

async function openSecurityPage(page: Page) {
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Security & Privacy' }).click();
  await expect(page.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
}

async function signOutFromDashboard(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

test('a member adds a passkey on /security, signs out and signs in with the passkey alone', async ({
  page,
}) => {
  const authenticator = await virtualAuthenticator(page);
  const member = await onboardedMemberSignedIn(page, 'passkey');

  await openSecurityPage(page);
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  // Adding a passkey asks for the password first (re-authentication).
  const prompt = page.getByRole('dialog', { name: 'Confirm it is you' });
  await typeSlowly(page, 'Current password', member.password);
  await prompt.getByRole('button', { name: 'Continue' }).click();

  // The browser created it; the name (after the browser) is offered for editing at once.
  await expect(page.getByText('Passkey added')).toBeVisible();
  const name = page.getByLabel('Passkey name');
  await expect(name).toHaveValue(/^Chrome on /);
  await name.clear();
  await typeSlowly(page, 'Passkey name', 'My laptop');
  await page.getByRole('button', { name: 'Save' }).click();
  const list = page.getByRole('list', { name: 'Passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('My laptop')).toBeVisible();
  await expect(list.getByText(/Not used yet/)).toBeVisible();
  const [credential] = await authenticator.credentials();
  expect(credential?.isResidentCredential).toBe(true);

  await signOutFromDashboard(page);
  await page.getByRole('button', { name: 'Continue with a passkey' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await openSecurityPage(page);
  await expect(list.getByText(/Last used/)).toBeVisible();

  // Removed, the passkey no longer signs in, though the device still holds it.
  await list.getByRole('button', { name: 'Remove My laptop' }).click();
  await page
    .getByRole('dialog', { name: 'Remove this passkey?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await typeSlowly(page, 'Current password', member.password);
  await page
    .getByRole('dialog', { name: 'Confirm it is you' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await expect(page.getByText('Passkey removed')).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();

  await signOutFromDashboard(page);
  await page.getByRole('button', { name: 'Continue with a passkey' }).click();
  await expect(page.getByText('Sign In Failed')).toBeVisible();
  await expect(
    page.getByText('That passkey could not be verified. Please try again.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await authenticator.credentials()).toHaveLength(1);
});
