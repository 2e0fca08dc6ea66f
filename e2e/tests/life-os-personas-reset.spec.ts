import { RESET_TEXTS } from '@aurum/shared/life-os/life-os-texts';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { openCalendarDay } from '../support/calendar';
import { onboardedMemberSignedIn } from '../support/members';
import { checkAtWidths } from '../support/screens';

/** The date (YYYY-MM-DD) and time (HH:MM) of an instant in the members' time zone. */
function inJohannesburg(at: Date) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Johannesburg',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((one) => one.type === type)!.value;
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

const HOUR = 60 * 60 * 1000;

/** Closes the toasts of what was just done (they would cover the top of a phone's screen). */
async function closeToasts(page: Page) {
  for (const close of await page.getByRole('button', { name: 'Close toast' }).all()) {
    // A toast hidden behind the newest one cannot be clicked: give up on it quickly.
    await close.click({ timeout: 2_000 }).catch(() => undefined);
  }
}

/** At 390 and 1280 px, with no toast in the way. */
async function shots(page: Page, testInfo: TestInfo, name: string, shown: Locator) {
  await closeToasts(page);
  await checkAtWidths(page, testInfo, name, shown);
}

test('a member activates a persona, runs a reset that moves their next event and files comfort food, and subscribes to their calendar', async ({
  page,
}, testInfo) => {
  test.slow();
  await onboardedMemberSignedIn(page, 'lifeos');

  // Personas: Rest becomes the one active persona, and stays so after a reload.
  await page.goto('/personas');
  await expect(page).toHaveTitle(/Personas/);
  await expect(page.getByRole('status')).toContainText('Focus is active');
  await shots(page, testInfo, 'personas', page.getByRole('article', { name: 'Focus' }));
  const activation = page.waitForResponse(
    (response) => response.url().endsWith('/api/personas/rest/activation') && response.ok(),
  );
  await page.getByRole('button', { name: 'Activate Rest' }).click();
  await activation;
  await expect(page.getByRole('status')).toContainText('Rest is active');
  await page.reload();
  await expect(page.getByRole('status')).toContainText('Rest is active');
  await expect(page.getByRole('button', { name: 'Rest is active' })).toBeVisible();
  await page.getByRole('tab', { name: 'Quick Actions' }).click();
  await expect(page).toHaveURL(/\?tab=quick-actions$/);
  await expect(page.getByRole('link', { name: 'Start a reset' })).toBeVisible();
  await shots(
    page,
    testInfo,
    'personas-quick-actions',
    page.getByRole('link', { name: 'Start a reset' }),
  );
  await page.getByRole('tab', { name: 'Settings' }).click();
  await shots(
    page,
    testInfo,
    'personas-settings',
    page.getByRole('region', { name: 'Rest settings' }),
  );

  // A personal event an hour from now, within the reset's next 4 hours.
  const event = inJohannesburg(new Date(Date.now() + HOUR));
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Add Event' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Title').fill('Board call with Sipho');
  await form.getByLabel('Date').fill(event.date);
  await form.getByLabel('Time').fill(event.time);
  await form.getByRole('button', { name: 'Add Event' }).click();
  await expect(form).toBeHidden();

  // The reset: its actions one after another, then 'Reset Complete' (or 'Reset Error' where the
  // home has no hub), and its session in History.
  await page.goto('/reset');
  await expect(page).toHaveTitle(/Reset/);
  const start = page.getByRole('button', { name: 'Start Reset' });
  await shots(page, testInfo, 'reset', start);
  await start.click();
  await expect(page.getByRole('button', { name: 'Resetting...' })).toBeDisabled();
  await expect(page.getByText('Reset in progress')).toBeVisible();
  await expect(page.getByText(RESET_TEXTS.initiatedTitle)).toBeVisible();
  await expect(
    page.getByText(new RegExp(`^(${RESET_TEXTS.completeTitle}|${RESET_TEXTS.errorTitle})$`)),
  ).toBeVisible({ timeout: 30_000 });
  await expect(start).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Away note' })).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  const past = page.getByRole('list', { name: 'Past resets' }).getByRole('listitem').first();
  await expect(past).toContainText('Started by you');
  await expect(past).toContainText(/1 event moved/);
  await expect(past).toContainText('Request filed: comfort food');
  await shots(page, testInfo, 'reset-history', past);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await shots(
    page,
    testInfo,
    'reset-settings',
    page.getByRole('region', { name: 'Cancel Meetings' }),
  );

  // The event has moved 4 hours later.
  const moved = inJohannesburg(
    new Date(Date.parse(`${event.date}T${event.time}:00+02:00`) + 4 * HOUR),
  );
  await openCalendarDay(page, moved.date);
  const entry = page.getByRole('listitem').filter({ hasText: 'Board call with Sipho' });
  await expect(entry).toContainText(moved.time);

  // The comfort-food request is among the member's requests.
  await page.goto('/request-status');
  await expect(page.getByText('Comfort food for a reset at home').first()).toBeVisible();

  // Cross-platform: the private calendar subscription, read as a calendar app would.
  await page.goto('/cross-platform');
  await expect(page).toHaveTitle(/Cross-Platform/);
  await shots(page, testInfo, 'cross-platform', page.getByRole('article', { name: 'Apple Watch' }));
  await page.getByRole('tab', { name: 'Settings' }).click();
  await shots(
    page,
    testInfo,
    'cross-platform-settings',
    page.getByRole('switch', { name: 'Data Sync' }),
  );
  await page.getByRole('tab', { name: 'Data Sync' }).click();
  const feed = page.getByRole('region', { name: 'Private calendar subscription' });
  await feed.getByRole('button', { name: 'Turn on' }).click();
  const link = feed.getByLabel('Subscription link');
  await expect(link).toHaveValue(/\/calendar\/feed\/.+\.ics$/);
  const url = await link.inputValue();
  await expect(feed.getByRole('link', { name: 'Add to Apple Calendar' })).toHaveAttribute(
    'href',
    /^webcal:\/\//,
  );
  const ics = await page.request.get(url);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  const body = await ics.text();
  expect(body).toContain('BEGIN:VCALENDAR');
  expect(body).toContain('Board call with Sipho');
  await shots(page, testInfo, 'cross-platform-data-sync', feed);
});
