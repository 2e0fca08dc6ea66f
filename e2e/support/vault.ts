import { expect, type Page } from '@playwright/test';

/** The vault password of the browser tests' members (it reaches Good on the strength meter). */
export const VAULT_PASSWORD = 'kudu-horizon-17';

/** Opens /vault and sets its password for the first time; the vault is then unlocked. */
export async function setUpVault(page: Page) {
  await page.goto('/vault');
  await expect(page.getByRole('heading', { name: 'Secure Vault' })).toBeVisible();
  await page.getByLabel('Vault password', { exact: true }).pressSequentially(VAULT_PASSWORD);
  await page.getByLabel('Confirm vault password').pressSequentially(VAULT_PASSWORD);
  await page.getByRole('button', { name: 'Create Vault' }).click();
  await expect(page.getByText('Secured')).toBeVisible({ timeout: 15_000 });
}

/** Adds a document without a file on the unlocked vault's Vault tab. */
export async function addVaultDocument(
  page: Page,
  item: { title: string; description: string; category: string; accessLevel: 1 | 2 | 3 },
) {
  await page.getByRole('tab', { name: 'Vault', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Vault' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill(item.title);
  await dialog.getByLabel('Description').fill(item.description);
  await dialog.getByLabel('Category').selectOption(item.category);
  await dialog.getByLabel('Access level').selectOption(String(item.accessLevel));
  await dialog.getByRole('button', { name: 'Add to Vault' }).click();
  await expect(page.getByRole('heading', { name: item.title })).toBeVisible();
}
