import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page, which leads home', async ({ page }) => {
  const response = await page.goto('/no-such-place');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('member pages send a signed-out visitor to /auth', async ({ page }) => {
  for (const path of ['/dashboard', '/profile', '/vault']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
  }
});

test('over plain HTTP the landing page offers the security diagnostics', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'SSL Issues Detected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Security Diagnostics' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
});

test('the server sends real security headers', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

for (const viewport of [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`screens render at ${viewport.name} width without sideways scrolling`, async ({
    page,
  }, info) => {
    await page.setViewportSize(viewport);
    for (const path of ['/', '/auth', '/no-such-place']) {
      await page.goto(path);
      await expect(page.locator('main, body').first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways at ${viewport.width}px`).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: info.outputPath(`${viewport.name}${path.replace(/\//g, '_') || '_'}.png`),
        fullPage: true,
      });
    }
  });
}

test('a visitor loads the landing and sign-in pages without a console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Become a Member' })).toBeVisible();
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Access Your Concierge' })).toBeVisible();
  expect(errors).toEqual([]);
});
