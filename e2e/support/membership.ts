import { expect, type Page } from '@playwright/test';

const PLANS = { gold: 'Essentials Access', platinum: 'Signature Access' } as const;

/**
 * Pays a plan monthly in the sandbox checkout (a new tab), as a member would: Essentials Access
 * makes a Gold Member, Signature Access a Platinum Member. `origin` for pages opened without a
 * base URL (the benchmarks).
 */
export async function payMonthlyInSandbox(page: Page, tier: keyof typeof PLANS, origin = '') {
  await page.goto(`${origin}/membership`);
  const [checkout] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: `Choose ${PLANS[tier]}` }).click(),
  ]);
  await expect(checkout.getByText('Test mode: no money is charged')).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await expect(checkout.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await checkout.close();
  const label = tier === 'gold' ? 'Gold Member' : 'Platinum Member';
  await expect(page.getByText(label).first()).toBeVisible();
}
