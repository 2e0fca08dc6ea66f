import { expect, test } from '@playwright/test';
import { newProviderAccount } from '../support/accounts';
import { onboardedMemberSignedIn, signInOnThisPage } from '../support/members';
// @ts-expect-error plain ESM module shared with the server launcher
import { STAFF } from '../support/staff.mjs';

test('the landing page offers Sign In, and a signed-in member the way back to the dashboard', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Access Your Concierge' })).toBeVisible();

  await onboardedMemberSignedIn(page, 'returning');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /impeccably/ })).toBeVisible();
  await expect(page.getByText(/Free Trial/)).toHaveCount(0);
  await expect(page.getByText('No credit card required')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Become a Member' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Naledi/ })).toBeVisible();
});

test('a signed-out provider opening /provider signs in on a page for providers and lands back there', async ({
  page,
  request,
}) => {
  const provider = await newProviderAccount(request);
  await page.goto('/provider?view=open');
  await expect(page).toHaveURL(/\/auth\?next=%2Fprovider%3Fview%3Dopen$/);
  await expect(page.getByRole('heading', { name: 'Provider Sign In' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveCount(0);
  await expect(page.getByText(/free trial/i)).toHaveCount(0);
  await signInOnThisPage(page, provider.email, provider.password);
  await expect(page).toHaveURL(/\/provider\?view=open$/);
});

test('signed-out staff opening a console section sign in as staff and land in that section', async ({
  page,
}) => {
  await page.goto('/admin?section=outbox');
  await expect(page.getByRole('heading', { name: 'Staff Sign In' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveCount(0);
  await expect(page.getByText(/free trial/i)).toHaveCount(0);
  await signInOnThisPage(page, STAFF.email, STAFF.password);
  await expect(page).toHaveURL(/\/admin\?section=outbox$/);
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
});
