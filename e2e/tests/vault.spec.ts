import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { confirmedMemberSignedIn } from '../support/members';
import { completeOnboarding } from '../support/onboarding';

const VAULT_PASSWORD = 'kudu-horizon-17';

/** A small but real PDF with a marker the server must never see in plaintext. */
const pdfBytes = (marker: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n% ${marker}\n${'Aurum vault test line\n'.repeat(4000)}%%EOF\n`,
  );

/** Chromium's virtual authenticator with the PRF extension, as a phone's fingerprint reader. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function setUpVault(page: Page) {
  await page.goto('/vault');
  await expect(page.getByRole('heading', { name: 'Secure Vault' })).toBeVisible();
  await page.getByLabel('Vault password', { exact: true }).pressSequentially(VAULT_PASSWORD);
  await page.getByLabel('Confirm vault password').pressSequentially(VAULT_PASSWORD);
  await page.getByRole('button', { name: 'Create Vault' }).click();
  await expect(page.getByText('Secured')).toBeVisible({ timeout: 15_000 });
}

test('a note and a PDF survive lock and unlock, and the download is the original file', async ({
  page,
}, testInfo) => {
  const marker = `Pangolin-${testInfo.project.name}-${Date.now()}`;
  await confirmedMemberSignedIn(page, 'vault');
  await completeOnboarding(page);
  await setUpVault(page);

  await page.getByRole('tab', { name: 'Vault', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Vault' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Note' }).click();
  await dialog.getByLabel('Title').pressSequentially('Gate code');
  await dialog.getByLabel('Note').pressSequentially(`Front gate 4471 ${marker}`);
  await dialog.getByLabel('Category').selectOption('passwords');
  await dialog.getByRole('button', { name: 'Add to Vault' }).click();
  await expect(page.getByText('Item Added Successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gate code' })).toBeVisible();

  const original = pdfBytes(marker);
  await page.getByRole('button', { name: 'Add to Vault' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('File').setInputFiles({
    name: 'passport-scan.pdf',
    mimeType: 'application/pdf',
    buffer: original,
  });
  await expect(dialog.getByLabel('Title')).toHaveValue('passport-scan');
  await dialog.getByLabel('Category').selectOption('passport');
  await dialog.getByRole('button', { name: 'Add to Vault' }).click();
  await expect(page.getByRole('heading', { name: 'passport-scan' })).toBeVisible();

  await page.getByRole('button', { name: 'Lock Vault', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unlock Vault' })).toBeDisabled();
  await expect(page.getByText('Gate code')).toHaveCount(0);
  await page.getByLabel('Vault password').pressSequentially('not-my-password');
  await page.getByRole('button', { name: 'Unlock Vault' }).click();
  await expect(
    page.getByText('Unable to access your vault. Please check your credentials.'),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Lock Vault', exact: true })).toHaveCount(0);

  await page.getByLabel('Vault password').fill('');
  await page.getByLabel('Vault password').pressSequentially(VAULT_PASSWORD);
  await page.getByLabel('Vault password').press('Enter');
  // The welcome toast of the first unlock may still be leaving: the one on screen is this one.
  await expect(
    page.getByText('Welcome to your secure sanctuary.').filter({ visible: true }).first(),
  ).toBeVisible({ timeout: 15_000 });
  await page.getByRole('tab', { name: 'Vault', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Gate code' })).toBeVisible();
  await expect(page.getByText(`Front gate 4471 ${marker}`)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('passport-scan.pdf');
  const saved = await readFile(await download.path());
  expect(saved.equals(original)).toBe(true);
});

test('biometric unlock with a platform authenticator (WebAuthn PRF)', async ({ page }) => {
  await confirmedMemberSignedIn(page, 'biometric');
  await completeOnboarding(page);
  await addVirtualAuthenticator(page);
  await setUpVault(page);
  await page.getByRole('button', { name: 'Set Up Biometric Unlock' }).click();
  await expect(page.getByText('Biometric Unlock Ready')).toBeVisible();
  await page.getByRole('button', { name: 'Lock Vault', exact: true }).click();
  await expect(page.getByText('Biometric', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Biometric Unlock' }).click();
  await expect(page.getByRole('button', { name: 'Lock Vault', exact: true })).toBeVisible();
});
