import { expect, test, type Page } from '@playwright/test';
import { confirmedMemberSignedIn } from '../support/members';
// @ts-expect-error plain ESM module shared with the server launcher
import { STAFF } from '../support/staff.mjs';
import { completeOnboarding } from '../support/onboarding';

/** Chooses Signature Access monthly; the sandbox checkout opens in a new tab. */
async function openSignatureCheckout(page: Page) {
  await page.goto('/membership');
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  const [checkout] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Choose Signature Access' }).click(),
  ]);
  await expect(checkout.getByText('Test mode: no money is charged')).toBeVisible();
  // The one money format: whole rand without cents (issue 24).
  await expect(checkout.getByText(/R\s15\s000(?![,\d])/).first()).toBeVisible();
  return checkout;
}

test('Signature monthly through the sandbox checkout makes a Platinum Member', async ({
  page,
  browser,
}) => {
  const member = await confirmedMemberSignedIn(page, 'platinum');
  await completeOnboarding(page);
  const checkout = await openSignatureCheckout(page);
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await expect(checkout).toHaveURL(/\/payment-verification\?trxref=.+&reference=.+/);
  await expect(checkout.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  // Three seconds later the member is home, as a Platinum Member.
  await expect(checkout).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await expect(checkout.getByText('Platinum Member').first()).toBeVisible();
  await checkout.goto('/profile');
  await expect(checkout.getByText('Platinum Member').first()).toBeVisible();
  await checkout.goto('/membership');
  await expect(checkout.getByRole('button', { name: 'Current Plan' })).toBeDisabled();

  // Staff find the payment in the console and mark it refunded.
  const staff = await browser.newPage();
  await staff.goto('/auth');
  await staff.getByLabel('Email').fill(STAFF.email);
  await staff.getByLabel('Password').fill(STAFF.password);
  await staff.getByRole('button', { name: 'Sign In' }).click();
  await expect(staff).toHaveURL(/\/admin/);
  await staff.getByRole('link', { name: 'Membership' }).click();
  await staff.getByLabel('Search').fill(member.email);
  const row = staff.getByRole('row').filter({ hasText: member.email });
  await expect(row.getByText('Paid')).toBeVisible();
  await row.getByRole('button', { name: /refunded/ }).click();
  await staff.getByLabel('Reason').fill('Joined by mistake, refunded by EFT');
  await staff.getByRole('button', { name: 'Mark Refunded' }).click();
  await expect(row.getByText('Refunded', { exact: true })).toBeVisible();
  await staff.close();
});

test('a declined payment says Payment Failed and leads back to the membership page', async ({
  page,
}) => {
  await confirmedMemberSignedIn(page, 'declined');
  await completeOnboarding(page);
  const checkout = await openSignatureCheckout(page);
  await checkout.getByRole('button', { name: 'Decline' }).click();
  await expect(checkout.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await checkout.getByRole('link', { name: 'Return to Membership' }).click();
  await expect(checkout).toHaveURL(/\/membership$/);
  await expect(checkout.getByRole('button', { name: 'Choose Signature Access' })).toBeEnabled();
});

test('payment verification without a reference says so', async ({ page }) => {
  await page.goto('/payment-verification');
  await expect(page.getByText('No payment reference found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Membership' })).toBeVisible();
});
