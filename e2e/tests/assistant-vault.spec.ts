import { expect, test, type Page } from '@playwright/test';
import { onboardedMemberSignedIn } from '../support/members';
import { checkAtWidths } from '../support/screens';
import { addVaultDocument, setUpVault, VAULT_PASSWORD } from '../support/vault';

/** Types as a member does, a key at a time. */
async function say(page: Page, text: string) {
  const box = page.getByLabel('Message');
  await box.click();
  await box.pressSequentially(text, { delay: 15 });
  await box.press('Enter');
}

/**
 * ADR 062: the member asks the assistant for something kept in their zero-knowledge vault. The
 * level-2 passport is asked for, opened only after the member approves and unlocks the vault in
 * the card, in the browser; the level-1 one is never offered; no request carries a plaintext.
 */
test('a level-2 passport opens in the chat after approval and an inline unlock; a level-1 one is not offered', async ({
  page,
}, testInfo) => {
  test.slow();
  const marker = `Okavango-${testInfo.project.name}-${Date.now()}`;
  const privateMarker = `Kalahari-${testInfo.project.name}-${Date.now()}`;
  await onboardedMemberSignedIn(page, 'assistant-vault');
  await setUpVault(page);

  // From here on, everything the browser sends is recorded: no marker may be in it.
  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));

  await addVaultDocument(page, {
    title: 'Passport',
    description: `Number A12345678, expires 12 May 2031. ${marker}`,
    category: 'passport',
    accessLevel: 2,
  });
  await addVaultDocument(page, {
    title: 'Old passport',
    description: `Cancelled, expired 3 March 2019. ${privateMarker}`,
    category: 'passport',
    accessLevel: 1,
  });

  await page.goto('/ai-assistant');
  await say(page, 'When does my passport expire?');
  await expect(
    page.getByText('May I open your passport document for this answer?').first(),
  ).toBeVisible();
  const card = page.getByRole('region', { name: 'From your vault' });
  await expect(card.getByText('May the assistant open your passport document?')).toBeVisible();
  await checkAtWidths(page, testInfo, 'assistant-vault-ask', card);
  await page.setViewportSize({ width: 1280, height: 900 });

  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByText('Approved', { exact: true })).toBeVisible();
  await expect(card.getByText('Approved — unlock your vault to show it here.')).toBeVisible();

  // The decision is kept: after a reload the card asks to unlock again, nothing is shown.
  await page.reload();
  await expect(card.getByText('Approved — unlock your vault to show it here.')).toBeVisible();
  await expect(page.getByText(marker)).toHaveCount(0);
  await checkAtWidths(page, testInfo, 'assistant-vault-locked', card);

  await card.getByLabel('Vault password').pressSequentially(VAULT_PASSWORD);
  await card.getByRole('button', { name: 'Unlock Vault' }).click();
  const opened = card.getByRole('list', { name: 'Opened from your vault' });
  await expect(opened.getByText(marker)).toBeVisible({ timeout: 20_000 });
  await expect(opened.locator('mark', { hasText: '12 May 2031' })).toBeVisible();
  await expect(page.getByText(privateMarker)).toHaveCount(0);
  await checkAtWidths(page, testInfo, 'assistant-vault-opened', card);

  expect(sent.filter((line) => line.includes(marker) || line.includes(privateMarker))).toEqual([]);

  // The vault says the assistant opened the passport, and only that one.
  await page.goto('/vault');
  await page.getByLabel('Vault password').pressSequentially(VAULT_PASSWORD);
  await page.getByRole('button', { name: 'Unlock Vault' }).click();
  await page.getByRole('tab', { name: 'Vault', exact: true }).click();
  const passport = page.getByRole('article').filter({ hasText: marker });
  await expect(passport.getByText('AI access granted')).toBeVisible({ timeout: 15_000 });
  await expect(passport.getByText(/Assistant last opened it/)).toBeVisible();
  await passport.screenshot({ path: testInfo.outputPath('vault-item-opened-by-assistant.png') });
  const kept = page.getByRole('article').filter({ hasText: privateMarker });
  await expect(kept.getByText('Level 1')).toBeVisible();
  await expect(kept.getByText('AI access granted')).toHaveCount(0);
});
