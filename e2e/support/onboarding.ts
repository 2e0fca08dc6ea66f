import { expect, type Page } from '@playwright/test';

async function addChip(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel(label, { exact: true }).press('Enter');
  await expect(page.getByRole('button', { name: `Remove ${value}` })).toBeVisible();
}

/**
 * Walks the four onboarding steps as a member would and completes them; the member ends at
 * `endsAt` (the dashboard unless a deep link was waiting).
 */
export async function completeOnboarding(page: Page, endsAt: RegExp | string = /\/dashboard$/) {
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByLabel('Date of Birth').fill('1987-05-14');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Occupation').fill('Architect');
  await page.getByLabel('Emergency Contact Name').fill('Sipho Khumalo');
  await page.getByLabel('Emergency Contact Phone').fill('+27825550123');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await addChip(page, 'Allergies', 'Penicillin');
  await addChip(page, 'Allergies', 'Peanuts');
  await page.getByRole('button', { name: 'Remove Peanuts' }).click();
  await expect(page.getByRole('button', { name: 'Remove Peanuts' })).toHaveCount(0);
  await page.getByLabel('Medications', { exact: true }).fill('  Ventolin  ');
  await page.getByRole('button', { name: 'Add medication' }).click();
  await expect(page.getByRole('button', { name: 'Remove Ventolin' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add medication' })).toBeDisabled();
  await page.getByLabel('Blood Type').selectOption('O+');
  await expect(page.getByText(/encrypted/i)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await addChip(page, 'Cuisine Types', 'Cape Malay');
  await page.getByLabel('Seating Preference').selectOption('window');
  await page.getByLabel('Vehicle Type').selectOption('mercedes-s-class');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await page.getByLabel('Wake-up Time').fill('05:45');
  await page.getByLabel('Preferred Communication').selectOption('whatsapp');
  await page.getByLabel('Smart reminders').check();
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByText('Onboarding Complete!')).toBeVisible();
  await expect(page).toHaveURL(endsAt);
}
