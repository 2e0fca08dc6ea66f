import { expect, test } from '@playwright/test';
import { onboardedMemberSignedIn } from '../support/members';

test('a capsule sealed today reaches its recipient by a private link on its date', async ({
  page,
}, testInfo) => {
  const recipient = `lerato.${testInfo.project.name}.${Date.now()}@example.co.za`;
  const words = `Dear Lerato, the baobab was planted the year you were born. ${Date.now()}`;
  await onboardedMemberSignedIn(page, 'capsule');
  await page.goto('/vault');
  await page.getByLabel('Vault password', { exact: true }).pressSequentially('kudu-horizon-17');
  await page.getByLabel('Confirm vault password').pressSequentially('kudu-horizon-17');
  await page.getByRole('button', { name: 'Create Vault' }).click();
  await page.getByRole('tab', { name: 'Legacy Capsules' }).click();
  await page.getByRole('button', { name: 'Create Capsule' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: /Voice Message/ })).toBeDisabled();
  await dialog.getByLabel('Title').pressSequentially('For your twenty-first');
  await dialog.getByLabel('Recipient name').pressSequentially('Lerato');
  await dialog.getByLabel('Recipient email').pressSequentially(recipient);
  await dialog.getByLabel('Content').pressSequentially(words, { delay: 5 });
  await dialog.getByRole('button', { name: '1 year' }).click();
  await expect(dialog.getByText(/Opens in 36[56] days/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Seal Capsule' }).click();
  await expect(page.getByText('Legacy Capsule Created')).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'For your twenty-first' });
  await expect(card.getByText('Sealed')).toBeVisible();
  await expect(card.getByText('For: Lerato')).toBeVisible();
  await expect(page.getByText(words)).toHaveCount(0);

  // Two years on (the server's release sweep, as of that day) the recipient gets the e-mail.
  const later = new Date(Date.now() + 2 * 366 * 24 * 60 * 60 * 1000).toISOString();
  const released = await page.request.post('/api/test/legacy-capsules/release-due', {
    data: { asOf: later },
  });
  expect(released.ok()).toBe(true);
  let link = '';
  await expect(async () => {
    const mails = (await (await page.request.get('/api/dev/mailbox')).json()) as {
      to: string;
      text: string;
    }[];
    const mail = mails.find((m) => m.to === recipient);
    link = /\/capsule\/[\w-]{43}/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass();

  const stranger = await page.context().browser()!.newPage();
  await stranger.goto(link);
  await expect(stranger.getByRole('heading', { name: 'For your twenty-first' })).toBeVisible();
  await expect(stranger.getByText(words)).toBeVisible();
  await expect(stranger.getByText(/Letter from Naledi Khumalo/i)).toBeVisible();
  await stranger.goto('/capsule/' + 'x'.repeat(43));
  await expect(stranger.getByText('This capsule link is not valid or has expired.')).toBeVisible();
  await stranger.close();

  await page.reload();
  await page.getByLabel('Vault password').pressSequentially('kudu-horizon-17');
  await page.getByLabel('Vault password').press('Enter');
  await page.getByRole('tab', { name: 'Legacy Capsules' }).click();
  await expect(card.getByText('Released')).toBeVisible();
});

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
]) {
  test(`on a ${viewport.name} (${viewport.width} px) a refused field's error clears when the field changes`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await onboardedMemberSignedIn(page, 'capsuleform');
    await page.goto('/vault');
    await page.getByLabel('Vault password', { exact: true }).fill('kudu-horizon-17');
    await page.getByLabel('Confirm vault password').fill('kudu-horizon-17');
    await page.getByRole('button', { name: 'Create Vault' }).click();
    await page.getByRole('tab', { name: 'Legacy Capsules' }).click();
    await page.getByRole('button', { name: 'Create Capsule' }).click();

    const dialog = page.getByRole('dialog');
    const email = dialog.getByLabel('Recipient email');
    const date = dialog.getByLabel('Release date');
    const seal = dialog.getByRole('button', { name: 'Seal Capsule' });
    await dialog.getByLabel('Title').fill('For the house-warming');
    await dialog.getByLabel('Recipient name').fill('Lerato');
    await email.fill('lerato@');
    await dialog.getByLabel('Content').fill('The keys are in the blue box.');
    // A day long past, whatever day the test runs.
    await date.fill('2020-01-01');

    await seal.click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill(`lerato.${testInfo.project.name}.${Date.now()}@example.co.za`);
    await expect(email).not.toHaveAttribute('aria-invalid');

    await seal.click();
    const pastDate = dialog.getByText('Choose a release date in the future.');
    await expect(pastDate).toBeVisible();
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: '5 years', exact: true }).click();
    await expect(dialog.getByText(/Opens in/)).toBeVisible();
    await expect(pastDate).toHaveCount(0);
    await expect(date).not.toHaveAttribute('aria-invalid');
    await page.screenshot({ path: testInfo.outputPath(`capsule-${viewport.width}.png`) });

    await seal.click();
    await expect(page.getByText('Legacy Capsule Created')).toBeVisible();
  });
}
