import { expect, test, type Page } from '@playwright/test';
import { MEMBER_ROUTES, ONBOARDING_ROUTE } from '@aurum/shared/routes';
import { onboardedMemberSignedIn } from '../support/members';
import { fileRequestThroughForm, providerLinks } from '../support/requests';
import { closeToasts, wholePageAtWidths } from '../support/screens';
import { signInAsStaff } from '../support/staff-codes';

/** Where the screenshots go, to be looked at (390 and 1280 px). */
const SHOTS = process.env.NOTIFICATION_SHOTS ?? '/tmp/notification-shots';

/** The bell of the screen (its name carries the unread count). */
const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications(,|$)/ });

test('a provider confirms: the bell counts one without reload, the centre shows it, opening it reads it', async ({
  page,
  browser,
}) => {
  test.slow();
  await onboardedMemberSignedIn(page, 'bell');
  const description = `Airport transfer for two, flight SA 325 (${Date.now()})`;
  await fileRequestThroughForm(page, {
    type: 'Personal Driver',
    description,
    location: 'Cape Town',
  });
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await expect(page.getByText('Provider Requested').first()).toBeVisible();
  await page.goto('/dashboard');
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName('Notifications');

  // The provider confirms from their e-mail, in another browser.
  const links = await providerLinks(page, description);
  const provider = await browser.newPage();
  await provider.goto(links.confirm);
  await provider.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(provider.getByText(/the member has been told you confirmed/)).toBeVisible();
  await provider.close();

  // No reload: the live topic refetches the count.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 });
  await expect(bell.getByText('1', { exact: true })).toBeVisible();
  await wholePageAtWidths(page, SHOTS, 'bell-dashboard', bell);

  await bell.click();
  const centre = page.getByRole('dialog', { name: 'Notifications' });
  const item = centre.getByRole('link', { name: /Request confirmed/ });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Unread');
  await expect(item).toContainText('just now');
  await wholePageAtWidths(page, SHOTS, 'centre-open', item);

  // Tapping it opens the request and marks it read: the count goes.
  await item.click();
  await expect(page).toHaveURL(/\/request-status\?id=/);
  await expect(centre).toBeHidden();
  await expect(bellOf(page)).toHaveAccessibleName('Notifications');

  // The centre's page keeps it, read; nothing is left to mark.
  await page.goto('/notifications');
  const kept = page.getByRole('list', { name: 'Notifications' }).getByRole('link');
  await expect(kept).toHaveCount(1);
  await expect(kept).not.toContainText('Unread');
  await expect(page.getByRole('button', { name: 'Mark all read' })).toHaveCount(0);
  await wholePageAtWidths(page, SHOTS, 'centre-page', kept);
});

test('the bell is on every member screen, once', async ({ page }) => {
  test.slow();
  await onboardedMemberSignedIn(page, 'everywhere');
  for (const route of Object.keys(MEMBER_ROUTES)) {
    if (route === ONBOARDING_ROUTE) continue;
    await page.goto(route);
    await expect(bellOf(page), route).toHaveCount(1, { timeout: 15_000 });
    await expect(bellOf(page), route).toBeVisible();
  }
});

test('notification settings are saved and kept after a reload; the API field errors show', async ({
  page,
}) => {
  await onboardedMemberSignedIn(page, 'settings');
  await page.goto('/profile#notifications');
  const card = page.locator('#notifications');
  await expect(card.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  // The onboarding answers gave no phone of the member's own: the settings say so.
  await expect(card.getByText(/No phone number yet/)).toBeVisible();

  const sms = card.getByRole('switch', { name: 'SMS' });
  await expect(sms).toHaveAttribute('aria-checked', 'true');
  await sms.click();
  const pushOnConfirm = card.getByRole('button', { name: 'Push: A provider confirms' });
  await expect(pushOnConfirm).toHaveAttribute('aria-pressed', 'false');
  await pushOnConfirm.click();
  await card.getByRole('switch', { name: 'Daily digest' }).click();

  // A time cleared is refused by the API, and said under the field.
  const from = card.getByLabel('From', { exact: true });
  await from.fill('');
  await card.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(card.getByText('Start must be like 22:00')).toBeVisible();
  await from.fill('21:30');
  await expect(card.getByText('Start must be like 22:00')).toHaveCount(0);
  await card.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(page.getByText('Notification settings saved')).toBeVisible();
  await wholePageAtWidths(page, SHOTS, 'settings', card);

  await page.reload();
  await expect(card.getByRole('switch', { name: 'SMS' })).toHaveAttribute('aria-checked', 'false');
  await expect(card.getByRole('button', { name: 'Push: A provider confirms' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(card.getByRole('switch', { name: 'Daily digest' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(card.getByLabel('From', { exact: true })).toHaveValue('21:30');

  // The phone is asked for in the personal information, which opens for it.
  await card.getByRole('button', { name: 'Add it in your profile' }).click();
  await expect(page.locator('#personal-info').getByLabel('Phone', { exact: true })).toBeVisible();
});

/** The id of the page's service worker registration, as DevTools knows it. */
async function registrationId(page: Page) {
  await page.waitForFunction(async () =>
    Boolean((await navigator.serviceWorker.getRegistration())?.active),
  );
  const cdp = await page.context().newCDPSession(page);
  const activated = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const active = versions.find((version) => version.status === 'activated');
      if (active) resolve(active.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, id: await activated };
}

test('push: the service worker shows a pushed notification; a link away from Aurum becomes the centre', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await onboardedMemberSignedIn(page, 'push');
  await page.goto('/dashboard');
  const { cdp, id } = await registrationId(page);

  // What the server sends (modules/notifications/notification-delivery.ts).
  const message = {
    id: 'n-1',
    kind: 'request_confirmed',
    title: 'Request confirmed',
    body: 'Your Personal Driver request is confirmed by Cape Chauffeurs.',
    url: '/request-status?id=abc',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL!).origin,
    registrationId: id,
    data: JSON.stringify(message),
  });
  const shown = async () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const notifications = (await registration?.getNotifications()) ?? [];
      return notifications.map(({ title, body, tag, icon, data }) => ({
        title,
        body,
        tag,
        icon,
        data: data as unknown,
      }));
    });
  await expect.poll(shown).toEqual([
    {
      title: message.title,
      body: message.body,
      tag: 'aurum-n-1',
      icon: `${new URL(baseURL!).origin}/icons/icon-192.png`,
      data: { url: message.url, id: 'n-1' },
    },
  ]);

  // A link away from Aurum is never followed: the centre opens instead.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL!).origin,
    registrationId: id,
    data: JSON.stringify({ ...message, id: 'n-2', url: 'https://elsewhere.example/x' }),
  });
  await expect
    .poll(async () => (await shown()).find((each) => each.tag === 'aurum-n-2')?.data)
    .toEqual({ url: '/notifications', id: 'n-2' });
});

test('push: turning it on asks the browser and the API; a test push and the device list', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await onboardedMemberSignedIn(page, 'subscribe');
  await page.goto('/profile#notifications');
  await page.waitForFunction(async () =>
    Boolean((await navigator.serviceWorker.getRegistration())?.active),
  );
  const card = page.locator('#notifications');
  const keyAsked = page.waitForResponse('**/api/notifications/push/key');
  await card.getByRole('button', { name: 'Turn on push here' }).click();
  expect((await keyAsked).status()).toBe(200);

  // Headless Chromium has no push service of its own to subscribe with (it reaches Google's,
  // which a test machine cannot): PushManager.subscribe then fails, and the page says why. Where
  // it succeeds, the subscription goes to the API and the device is listed as this one.
  const outcome = await Promise.race([
    page
      .waitForResponse(
        (response) =>
          response.url().endsWith('/api/notifications/push/devices') &&
          response.request().method() === 'POST',
      )
      .then((response) => `api ${response.status()}`),
    page
      .getByText('Push could not be turned on here')
      .waitFor()
      .then(() => 'refused'),
  ]);
  test.info().annotations.push({ type: 'push subscription', description: outcome });
  if (outcome === 'refused') {
    await expect(card.getByRole('button', { name: 'Turn on push here' })).toBeEnabled();
    await expect(card.getByText('No device has push on yet.')).toBeVisible();
    return;
  }
  expect(outcome).toBe('api 201');
  await expect(card.getByText('This device')).toBeVisible();
  await card.getByRole('button', { name: 'Send a test notification' }).click();
  await expect(page.getByText(/Test sent/)).toBeVisible();
  await closeToasts(page);
  await card.getByRole('button', { name: 'Turn off push here' }).click();
  await expect(card.getByText('No device has push on yet.')).toBeVisible();
});

test('staff find the call-backs in the console; the dev mailbox has a tab for SMS and WhatsApp', async ({
  page,
}) => {
  await signInAsStaff(page);
  await page.goto('/admin?section=call-backs');
  await expect(page.getByRole('heading', { name: 'Call-backs' })).toBeVisible();
  const shown = page.getByText(/No call-backs waiting|Mark done/).first();
  await wholePageAtWidths(page, SHOTS, 'admin-call-backs', shown);

  await page.goto('/dev/mailbox');
  await page.getByRole('tab', { name: 'SMS & WhatsApp' }).click();
  const texts = page.getByText(/No text messages yet|WhatsApp|SMS/).last();
  await wholePageAtWidths(page, SHOTS, 'dev-mailbox-texts', texts);
});
