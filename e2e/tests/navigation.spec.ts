import { expect, test } from '@playwright/test';
import { signInThroughPage } from '../support/members';
// @ts-expect-error plain ESM module shared with the server launcher
import { STAFF } from '../support/staff.mjs';

test('an unknown path shows the 404 page, which leads home', async ({ page }) => {
  const response = await page.goto('/no-such-place');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('gated pages send a signed-out visitor to /auth, with the address to come back to', async ({
  page,
}) => {
  // The dashboard is where a member lands anyway: it needs no return address.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  for (const path of ['/profile', '/vault?tab=memory', '/admin', '/provider']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/auth\\?next=${encodeURIComponent(path)}$`));
  }
});

test('each page names the script files its first load needs, and they are there', async ({
  request,
}) => {
  const preloadsOf = async (path: string) =>
    [
      ...(await (await request.get(path)).text()).matchAll(
        /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
      ),
    ].map(([, file]) => file!);
  // The landing page starts without the app; a screen's page names the app's files and its own.
  expect((await preloadsOf('/')).filter((file) => file.includes('/mount-app-'))).toEqual([]);
  const dashboard = await preloadsOf('/dashboard');
  expect(dashboard.filter((file) => /\/(mount-app|dashboard-page)-/.test(file))).toHaveLength(2);
  expect(
    (await preloadsOf('/marketplace')).some((file) => file.includes('/marketplace-page-')),
  ).toBe(true);
  for (const file of dashboard) expect((await request.get(file)).status(), file).toBe(200);
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

test('on a phone the staff console shows every section tab, with no sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughPage(page, STAFF.email, STAFF.password);
  await expect(page).toHaveURL(/\/admin/);
  const nav = page.getByRole('navigation', { name: 'Staff console' });
  const sections = [
    'Requests',
    'Providers',
    'Categories',
    'Marketplace',
    'Members',
    'Membership',
    'Outbox',
  ];
  for (const name of sections) {
    const box = await nav.getByRole('link', { name, exact: true }).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${name} ends on screen`).toBeLessThanOrEqual(390);
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
