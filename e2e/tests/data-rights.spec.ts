import { readFile } from 'node:fs/promises';
import { type Download, expect, test } from '@playwright/test';
import { onboardedMemberSignedIn, signInThroughPage } from '../support/members';

test('a member downloads their data, asks for deletion, and signing in again restores the account', async ({
  page,
}) => {
  const member = await onboardedMemberSignedIn(page, 'rights');
  await page.goto('/security');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();

  // Download: the JSON first, then the readable summary beside it.
  const downloads: Download[] = [];
  page.on('download', (download) => downloads.push(download));
  await page.getByRole('button', { name: 'Download my data' }).click();
  await expect(page.getByText('Your data has been downloaded.')).toBeVisible();
  await expect.poll(() => downloads.length).toBe(2);
  const json = downloads[0]!;
  expect(json.suggestedFilename()).toMatch(/^aurum-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await json.path())!, 'utf8'));
  expect(exported.data.account.account.email).toBe(member.email);
  expect(exported.data.profile.profile).toMatchObject({ occupation: 'Architect' });
  expect(exported.data.profile.medical_info.allergies).toEqual(['Penicillin']);
  expect(downloads[1]!.suggestedFilename()).toMatch(/^aurum-data-summary-.*\.txt$/);

  // Deletion: the dialog says what goes and what stays, then the password again.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText(/payment records/)).toBeVisible();
  await expect(dialog.getByText(/after 7 days/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  const prompt = page.getByRole('dialog', { name: 'Confirm it is you' });
  await prompt.getByLabel('Current password').pressSequentially(member.password, { delay: 20 });
  await prompt.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  // Signing in within the 7 days restores the account.
  await signInThroughPage(page, member.email, member.password);
  await expect(
    page.getByText('Welcome back: your account is restored and will not be deleted.'),
  ).toBeVisible();
  await page.goto('/security');
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeVisible();
  await expect(page.getByText(/Your account will be deleted on/)).toHaveCount(0);
});
