import { expect, test } from '@playwright/test';
import { confirmedMemberSignedIn } from '../support/members';
import { completeOnboarding } from '../support/onboarding';

test('screenshots', async ({ page }) => {
  await confirmedMemberSignedIn(page, 'shots');
  await completeOnboarding(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/ai-assistant');
    if (width === 390) await page.screenshot({ path: '/tmp/shots-chat/empty-390.png' });
    if (width === 390) {
      await page.getByLabel('Message').fill('Could we have a chef at our house in Kyalami this Friday at 8pm?');
      await page.getByLabel('Message').press('Enter');
    }
    const card = page.getByRole('region', { name: 'Proposed request' });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Edit' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots-chat/assistant-${width}.png` });
  }
  await page.getByRole('tab', { name: 'Security & Privacy' }).click();
  await page.screenshot({ path: '/tmp/shots-chat/security-1280.png' });
});
