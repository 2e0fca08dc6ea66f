import { expect, test } from '@playwright/test';
import { confirmedMemberSignedIn, onboardedMemberSignedIn } from '../support/members';
import { completeOnboarding } from '../support/onboarding';

test('a new member onboards through four steps and reaches the dashboard, which stays after reload', async ({
  page,
}) => {
  await confirmedMemberSignedIn(page, 'onboarding');
  await completeOnboarding(page);
  await expect(page.getByText('Naledi Khumalo')).toBeVisible();
  await expect(page.getByText('NK', { exact: true })).toBeVisible();
  await expect(page.getByText('Need anything? Ask me!')).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Naledi Khumalo')).toBeVisible();
  // Onboarding is done: the wizard now sends the member home.
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Install App opens its dialog, loaded on demand, and closing gives the focus back', async ({
  page,
}) => {
  await onboardedMemberSignedIn(page, 'install');
  const install = page.getByRole('button', { name: 'Install App' });
  await install.click();
  const dialog = page.getByRole('dialog', { name: 'Install Aurum' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: /Computer/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(install).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(install).toBeFocused();
});

test('profile edits persist after reload and cancel restores the stored values', async ({
  page,
}) => {
  await onboardedMemberSignedIn(page, 'profile');
  await page.goto('/profile');
  await expect(page.getByText('Premium Trial').first()).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Location').fill('Franschhoek');
  await page.getByLabel('Phone', { exact: true }).fill('+27821234567');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Franschhoek')).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Location').fill('Somewhere else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Franschhoek')).toBeVisible();
  await expect(page.getByText('Somewhere else')).toHaveCount(0);
});

test('Add Event puts a personal event on its day', async ({ page }) => {
  await onboardedMemberSignedIn(page, 'calendar');
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Add Event' }).click();
  const dialog = page.getByRole('dialog');
  // The 15th of the month the calendar shows (Johannesburg's, not the test machine's).
  const month = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Johannesburg',
    year: 'numeric',
    month: '2-digit',
  }).format(new Date());
  const date = `${month}-15`;
  await dialog.getByLabel('Title').fill('Wine tasting at Babylonstoren');
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Time').fill('15:00');
  await dialog.getByLabel('Place').fill('Simondium');
  await dialog.getByRole('button', { name: /save|add/i }).click();
  await expect(dialog).toBeHidden();
  await page
    .getByRole('button', { name: new RegExp(`\\b15\\b`) })
    .first()
    .click();
  await expect(page.getByText('Wine tasting at Babylonstoren')).toBeVisible();
  await expect(page.getByText('Simondium')).toBeVisible();
  await page.reload();
  await page
    .getByRole('button', { name: new RegExp(`\\b15\\b`) })
    .first()
    .click();
  await expect(page.getByText('Wine tasting at Babylonstoren')).toBeVisible();
});

test('over http the diagnostics overlay lists its checks', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'SSL Issues Detected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Security Diagnostics' });
  await expect(dialog.getByText('SSL/HTTPS Security Diagnostics')).toBeVisible();
  await expect(dialog.getByText('Site is NOT served over HTTPS')).toBeVisible();
  await expect(dialog.getByText('Security Status')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Re-check' })).toBeVisible();
});
