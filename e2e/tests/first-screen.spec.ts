import { expect, test, type Page } from '@playwright/test';
import { onboardedMemberSignedIn } from '../support/members';
import { fileRequestThroughForm } from '../support/requests';

declare global {
  interface Window {
    __firstScreen?: { removed: string[]; loadingShown: boolean };
  }
}

/**
 * From the page's start: which elements the app removed from the page (none, when it takes the
 * server's markup over) and whether the loading screen ever showed.
 */
async function watchTakeOver(page: Page) {
  await page.addInitScript(() => {
    const seen = { removed: [] as string[], loadingShown: false };
    window.__firstScreen = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element && node.tagName !== 'SCRIPT') seen.removed.push(node.tagName);
        }
        for (const node of Array.from(record.addedNodes)) {
          if (node.textContent?.includes('Loading...')) seen.loadingShown = true;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Opens `path` and checks that it arrived rendered by the server, with `text` in it. */
async function openRenderedByServer(page: Page, path: string, text: string) {
  const response = await page.goto(path);
  const body = (await response?.text()) ?? '';
  expect(body, `${path} arrives rendered`).toContain('id="aurum-first-screen"');
  expect(body).toContain(text);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
}

test("a member's dashboard, request list and marketplace arrive rendered, and the app takes them over in place", async ({
  page,
}) => {
  const member = await onboardedMemberSignedIn(page, 'first-screen');
  await fileRequestThroughForm(page, {
    type: 'Private Chef',
    description: 'Braai for twelve on the stoep',
    location: 'Stellenbosch',
  });
  await watchTakeOver(page);

  await openRenderedByServer(page, '/dashboard', member.name);
  const greeting = page.getByRole('heading', { level: 1, name: member.name });
  await expect(greeting).toBeVisible();
  await greeting.evaluate((element) => element.setAttribute('data-from-server', 'yes'));
  // The app is running: its links navigate without a page load.
  await page.getByRole('link', { name: 'Marketplace' }).first().click();
  await expect(page).toHaveURL(/\/marketplace$/);
  await expect(page.locator('article[aria-labelledby^="provider-"]').first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();

  await openRenderedByServer(page, '/dashboard', member.name);
  await expect(page.getByText('Braai for twelve on the stoep')).toBeVisible();
  await page.getByRole('heading', { level: 1, name: member.name }).evaluate((element) => {
    element.setAttribute('data-from-server', 'yes');
  });
  await expect(page.getByRole('button', { name: 'Install App' })).toBeEnabled();
  // Still the element the server sent, once the app has taken over (the dialog opens).
  await page.getByRole('button', { name: 'Install App' }).click();
  await expect(page.getByRole('dialog', { name: 'Install Aurum' })).toBeVisible();
  await expect(page.locator('h1[data-from-server="yes"]')).toHaveText(member.name);
  expect(await page.evaluate(() => window.__firstScreen)).toEqual({
    removed: [],
    loadingShown: false,
  });
  await page.keyboard.press('Escape');

  await openRenderedByServer(page, '/request-status?filter=pending', 'Braai for twelve');
  await expect(page.getByRole('button', { name: 'Pending', pressed: true })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmed' }).click();
  await expect(page.getByText('Braai for twelve on the stoep')).toBeHidden();
  expect((await page.evaluate(() => window.__firstScreen))?.loadingShown).toBe(false);

  await openRenderedByServer(page, '/marketplace', 'provider-');
  await expect(page.locator('article[aria-labelledby^="provider-"]').first()).toBeVisible();
  expect((await page.evaluate(() => window.__firstScreen))?.loadingShown).toBe(false);

  // Signed out, the same address sends the page without anyone's screen in it.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth/);
  const after = await page.request.get('/dashboard');
  expect(await after.text()).not.toContain('aurum-first-screen');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByText(member.name)).toHaveCount(0);
});

test('offline, a page opens from the app shell the service worker keeps', async ({
  page,
  context,
}) => {
  await onboardedMemberSignedIn(page, 'offline-shell');
  await openRenderedByServer(page, '/dashboard', 'Naledi Khumalo');
  // The worker is registered once the first screen has settled; once active (a load made while it
  // still installs stays uncontrolled), it controls the next load.
  await page.waitForFunction(async () => Boolean(await navigator.serviceWorker.getRegistration()));
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("You're offline.", { exact: false })).toBeVisible();
  await context.setOffline(false);
});

test.describe('without the service worker (it would answer the held file from its cache)', () => {
  test.use({ serviceWorkers: 'block' });

  test('a tab pressed before the app has taken the page over still opens (a slow phone)', async ({
    page,
  }) => {
    await onboardedMemberSignedIn(page, 'early-press');
    // The screen's code arrives three seconds late, as on a slow phone: the press lands on the
    // server's markup, before the app has taken it over.
    let codeHeld = false;
    await page.route('**/assets/marketplace-page-*.js', async (route) => {
      codeHeld = true;
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    await page.goto('/marketplace', { waitUntil: 'domcontentloaded' });
    const emergency = page.getByRole('tab', { name: 'Emergency Services' });
    await emergency.click();
    expect(codeHeld).toBe(true);
    await expect(page.getByText('Need Immediate Help?')).toBeVisible();
    await expect(emergency).toHaveAttribute('aria-selected', 'true');
  });
});
