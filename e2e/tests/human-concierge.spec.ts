import { expect, test } from '@playwright/test';
import { payMonthlyInSandbox } from '../support/membership';
import { onboardedMemberSignedIn } from '../support/members';
import { checkAtWidths } from '../support/screens';
import { signInAsStaff } from '../support/staff-codes';
// @ts-expect-error plain ESM module shared with the server launcher
import { STAFF } from '../support/staff.mjs';

test('a gold member reaches a real person, who answers live, and rates the case', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  // Staff are at the console (a session in use: the assistant shows available).
  const staff = await browser.newPage();
  await signInAsStaff(staff);

  // A trial member sees the upgrade prompt, whose button opens /membership.
  await onboardedMemberSignedIn(page, 'concierge');
  await page.goto('/human-concierge');
  await expect(page.getByRole('heading', { name: 'Premium Feature' })).toBeVisible();
  await page.getByRole('link', { name: 'Upgrade Membership' }).click();
  await expect(page).toHaveURL(/\/membership$/);
  await payMonthlyInSandbox(page, 'gold');

  // The member asks the assistant for a real person; it offers the hand-off.
  await page.goto('/ai-assistant');
  await page.getByLabel('Message').fill('Can I talk to a real person please?');
  await page.getByLabel('Message').press('Enter');
  await page.getByRole('link', { name: 'Talk to a person' }).last().click();
  await expect(page).toHaveURL(/\/human-concierge/);
  const card = page.getByRole('group', { name: STAFF.name });
  await expect(card.getByText('Available')).toBeVisible();
  await expect(card.getByTestId('satisfaction')).toContainText('Satisfaction:');
  await checkAtWidths(page, testInfo, 'human-concierge-connect', card);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page
    .getByLabel('What would you like help with? (optional)')
    .fill('A private dinner for six at home on Saturday');
  await page.getByRole('button', { name: `Connect with ${STAFF.name}` }).click();
  const thread = page.getByRole('region', { name: 'Case thread' });
  await expect(thread.getByTestId('case-status')).toHaveText('Pending');
  // Gold's promise is 2 hours within the member's preferred hours (09:00-17:00 by default): in
  // them "2 h left"; outside them the clock starts at the next 09:00, so any hour reads its time.
  await expect(
    thread.getByText(/^First answer by \d\d:\d\d · (\d{1,2} h )?(\d{1,2} min )?left$/),
  ).toBeVisible();

  // Staff find the case in the queue, accept it and answer.
  await staff.goto('/admin?section=concierge');
  await staff
    .getByRole('region', { name: 'Case queue' })
    .getByRole('button', { name: /A private dinner for six at home on Saturday/ })
    .first()
    .click();
  const staffThread = staff.getByRole('region', { name: 'Case thread' });
  await staffThread.getByRole('button', { name: 'Accept Case' }).click();
  await expect(staffThread.getByTestId('staff-case-status')).toHaveText('Accepted');
  await expect(page.getByText(`${STAFF.name} has accepted your case.`)).toBeVisible();
  const answer = 'Good evening, I will arrange a chef for Saturday. Any allergies besides peanuts?';
  await staffThread.getByLabel('Reply to the member').fill(answer);
  await staffThread.getByRole('button', { name: 'Send Reply' }).click();

  // The reply appears in the member's thread without a reload.
  await expect(thread.getByText(answer)).toBeVisible();
  await expect(thread.getByTestId('case-status')).toHaveText('In Progress');
  await thread.getByLabel('Message your concierge').fill('No, only peanuts. Thank you!');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(staffThread.getByText('No, only peanuts. Thank you!')).toBeVisible();
  await checkAtWidths(staff, testInfo, 'human-concierge-staff', staffThread);
  await staff.setViewportSize({ width: 1280, height: 900 });
  await checkAtWidths(page, testInfo, 'human-concierge-thread', thread);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Staff complete the case; the member rates it, and the rating shows on the assistant's card.
  await staffThread.getByRole('button', { name: 'Mark Completed' }).click();
  await expect(thread.getByTestId('case-status')).toHaveText('Completed');
  await thread.getByRole('radio', { name: '5 stars' }).click();
  await thread.getByLabel('Comment (optional)').fill('Warm, quick and thorough.');
  await thread.getByRole('button', { name: 'Submit Rating' }).click();
  await expect(thread.getByText('You rated this case 5 of 5')).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('list', { name: 'Past cases' })).toContainText(
    'A private dinner for six at home on Saturday',
  );
  await page.getByRole('tab', { name: 'Connect' }).click();
  await expect(card.getByTestId('satisfaction')).toHaveText(
    /Satisfaction: \d\.\d \(\d+ ratings?\)/,
  );
  await checkAtWidths(page, testInfo, 'human-concierge-rated', card);
  await expect(staff.getByTestId('promises-mine')).toContainText('%');
});
