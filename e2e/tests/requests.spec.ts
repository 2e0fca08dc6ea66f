import { expect, test } from '@playwright/test';
import { onboardedMemberSignedIn } from '../support/members';
import {
  FILE_ANYWAY,
  LIKELY_DUPLICATE_MESSAGE,
  LIKELY_DUPLICATE_QUESTION,
} from '@aurum/shared/requests/request-rules';
import { fileRequestThroughForm, fillRequestForm, providerLinks } from '../support/requests';
import { checkAtWidths } from '../support/screens';
import { signInAsStaff } from '../support/staff-codes';

test('a provider confirms from the e-mail and the member sees Confirmed without reloading', async ({
  page,
  browser,
}) => {
  await onboardedMemberSignedIn(page, 'requester');
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
  // The choice is saved before the page is left (leaving at once could cancel its request).
  await expect(page.getByText('Provider Requested').first()).toBeVisible();
  await page.goto('/request-status');
  const card = page.locator('article, li').filter({ hasText: description }).first();
  await expect(card).toBeVisible();
  await expect(card.getByText('Awaiting Confirmation')).toBeVisible();

  // The provider opens the Confirm link from their e-mail in another browser.
  const links = await providerLinks(page, description);
  const provider = await browser.newPage();
  await provider.goto(links.confirm);
  await expect(provider.getByText(description)).toBeVisible();
  await provider.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(provider.getByText(/the member has been told you confirmed/)).toBeVisible();

  // No reload: the member's open page hears about it.
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible({ timeout: 15_000 });
  await provider.close();
});

test('a decline with a reason shows on the member card', async ({ page, browser }) => {
  await onboardedMemberSignedIn(page, 'declined');
  const description = `Private chef for a birthday dinner (${Date.now()})`;
  await fileRequestThroughForm(page, {
    type: 'Private Chef',
    description,
    location: 'Franschhoek',
  });
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  // The choice is saved before the page is left (leaving at once could cancel its request).
  await expect(page.getByText('Provider Requested').first()).toBeVisible();
  await page.goto('/request-status');
  const card = page.locator('article, li').filter({ hasText: description }).first();
  await expect(card).toBeVisible();

  const links = await providerLinks(page, description);
  const provider = await browser.newPage();
  await provider.goto(links.decline);
  await provider.getByLabel('Reason for declining').fill('Fully booked on that date');
  await provider.getByRole('button', { name: 'Decline request' }).click();
  await expect(provider.getByText(/the member has been told you declined/)).toBeVisible();
  await provider.close();

  await expect(card.getByText('Declined', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText(/Fully booked on that date/).first()).toBeVisible();
});

test('staff assign a provider manually from the console', async ({ page, browser }) => {
  // Two people sign in and the member onboards: more than the default time on a busy machine.
  test.slow();
  await onboardedMemberSignedIn(page, 'manual');
  const description = `Security detail for a gala evening (${Date.now()})`;
  await fileRequestThroughForm(page, {
    type: 'Security Services',
    description,
    location: 'Sandton',
  });
  await page.getByRole('button', { name: 'Skip - Auto-assign Provider' }).click();
  await expect(page.getByText(/Automated Match Found|Request Received/).first()).toBeVisible();

  const staff = await browser.newPage();
  await signInAsStaff(staff);
  await staff.getByText(description).first().click();
  const provider = staff.getByLabel('Provider', { exact: true });
  await expect(provider).toBeEnabled();
  await staff.getByLabel('Show all providers').check();
  await expect(provider.locator('optgroup[label="Other providers"]')).toHaveCount(1);
  // Providers matching already asked cannot be chosen again: the first one still free.
  const options = await provider.locator('option').evaluateAll((nodes) =>
    nodes.map((node) => ({
      value: (node as HTMLOptionElement).value,
      disabled: (node as HTMLOptionElement).disabled,
    })),
  );
  const choice = options.find((option) => option.value !== '' && !option.disabled)!;
  await provider.selectOption(choice.value);
  await staff.getByRole('button', { name: 'Assign provider' }).click();
  await expect(staff.getByText('Provider assigned')).toBeVisible();
  await staff.close();

  await page.goto('/request-status');
  const card = page.locator('article, li').filter({ hasText: description }).first();
  await expect(card.getByText(/assigned by the concierge team/)).toBeVisible();
});

test('a second open request for the same service and time asks first; File anyway files it', async ({
  page,
}, testInfo) => {
  test.slow();
  await onboardedMemberSignedIn(page, 'twin');
  const request = {
    type: 'Private Chef',
    description: `Dinner for six on the terrace (${Date.now()})`,
    location: 'Constantia',
  };
  await fileRequestThroughForm(page, request);
  await page.getByRole('button', { name: 'Skip - Auto-assign Provider' }).click();
  await expect(page.getByText(/Automated Match Found|Request Received/).first()).toBeVisible();

  // The same service, date and time again: not filed, but asked.
  await fillRequestForm(page, { ...request, description: `${request.description}, again` });
  await page.getByRole('button', { name: 'Submit Request' }).click();
  const notice = page.getByRole('alert').filter({ hasText: LIKELY_DUPLICATE_QUESTION });
  await expect(notice).toBeVisible();
  await expect(notice.getByText(LIKELY_DUPLICATE_MESSAGE)).toBeVisible();
  await expect(notice.getByRole('link', { name: 'See your requests' })).toBeVisible();
  await expect(page.getByText('Choose Your Provider')).toHaveCount(0);
  await checkAtWidths(page, testInfo, 'likely-duplicate', notice);

  await notice.getByRole('button', { name: FILE_ANYWAY }).click();
  await expect(page.getByText('Choose Your Provider')).toBeVisible();
});
