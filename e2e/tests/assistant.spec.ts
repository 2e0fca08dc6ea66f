import { CHAT_TOASTS } from '@aurum/shared/chat/chat-texts';
import {
  FILE_ANYWAY,
  LIKELY_DUPLICATE_MESSAGE,
  LIKELY_DUPLICATE_QUESTION,
} from '@aurum/shared/requests/request-rules';
import { expect, test } from '@playwright/test';
import { onboardedMemberSignedIn } from '../support/members';
import { checkAtWidths } from '../support/screens';

const MESSAGE = 'Could we have a chef at our house in Kyalami this Friday at 8pm?';
const ZONE = 'Africa/Johannesburg';

/** "That Friday" as the assistant reads it: the next Friday whose 20:00 is still ahead. */
function thatFriday(now = new Date()): string {
  const local = (options: Intl.DateTimeFormatOptions, at = now) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, ...options }).format(at);
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(
    local({ weekday: 'short' }),
  );
  let ahead = (5 - weekday + 7) % 7;
  if (ahead === 0 && local({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }) >= '20:00') {
    ahead = 7;
  }
  const friday = new Date(now.getTime() + ahead * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-ZA', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: ZONE,
  }).format(friday);
}

test('a chef asked for in the chat is proposed without the drug allergy and filed only once confirmed', async ({
  page,
}) => {
  // Onboarding records the drug allergy Penicillin: medical info a chef is never told.
  await onboardedMemberSignedIn(page, 'assistant');

  await page.goto('/ai-assistant');
  await expect(page.getByRole('tab', { name: 'AI Chat' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Message').fill(MESSAGE);
  await page.getByLabel('Message').press('Enter');

  const card = page.getByRole('region', { name: 'Proposed request' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Private Chef' })).toBeVisible();
  await expect(card.getByText('Kyalami (Johannesburg)', { exact: true })).toBeVisible();
  await expect(card.getByText(thatFriday(), { exact: true })).toBeVisible();
  await expect(card.getByText('20:00', { exact: true })).toBeVisible();
  await expect(page.getByText(/Penicillin/)).toHaveCount(0);

  // Nothing is filed before the member confirms.
  await card.getByRole('button', { name: 'Confirm Request' }).click();
  await expect(card.getByText('Request filed')).toBeVisible();
  await expect(page.getByText('Automated Match Found').first()).toBeVisible();

  await card.getByRole('link', { name: 'View Request Status' }).click();
  await expect(page).toHaveURL(/\/request-status$/);
  const request = page.locator('article, li').filter({ hasText: MESSAGE }).first();
  await expect(request).toBeVisible();
  await expect(request.getByText('Awaiting Confirmation', { exact: true })).toBeVisible();
  await expect(page.locator('article, li').filter({ hasText: MESSAGE })).toHaveCount(1);

  // The history is there on return.
  await page.goto('/ai-basic');
  await expect(page.getByText(MESSAGE).first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Proposed request' }).getByText('Request filed'),
  ).toBeVisible();
});

test('asking the assistant again for a request already open asks before filing it as well', async ({
  page,
}, testInfo) => {
  test.slow();
  await onboardedMemberSignedIn(page, 'assistant-twin');
  await page.goto('/ai-assistant');
  const cards = page.getByRole('region', { name: 'Proposed request' });

  await page.getByLabel('Message').fill(MESSAGE);
  await page.getByLabel('Message').press('Enter');
  await cards.first().getByRole('button', { name: 'Confirm Request' }).click();
  await expect(cards.first().getByText('Request filed')).toBeVisible();

  // The same chef, place and time once more: a question, not a failure.
  await page.getByLabel('Message').fill(MESSAGE);
  await page.getByLabel('Message').press('Enter');
  await expect(cards).toHaveCount(2);
  const again = cards.nth(1);
  await again.getByRole('button', { name: 'Confirm Request' }).click();
  const notice = again.getByRole('alert').filter({ hasText: LIKELY_DUPLICATE_QUESTION });
  await expect(notice).toBeVisible();
  await expect(notice.getByText(LIKELY_DUPLICATE_MESSAGE)).toBeVisible();
  await expect(page.getByText(CHAT_TOASTS.proposalFailedTitle)).toHaveCount(0);
  await expect(again.getByText('Request filed')).toHaveCount(0);
  await checkAtWidths(page, testInfo, 'assistant-likely-duplicate', notice);

  await notice.getByRole('button', { name: FILE_ANYWAY }).click();
  await expect(again.getByText('Request filed')).toBeVisible();
  await page.goto('/request-status');
  await expect(page.locator('article, li').filter({ hasText: MESSAGE })).toHaveCount(2);
});
