import { expect, type Page } from '@playwright/test';

/** A day `days` ahead (YYYY-MM-DD) in the members' time zone: always in the future. */
export function daysFromNowInJohannesburg(days: number) {
  const at = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(at);
}

type FormRequest = { type: string; description: string; location: string };

/** Fills the concierge form as a member: in 30 days at 09:30. */
export async function fillRequestForm(page: Page, request: FormRequest) {
  await page.goto('/service-request');
  await page.getByLabel('Service Type').selectOption({ label: request.type });
  await page.getByLabel('Description').fill(request.description);
  await page.getByLabel('Preferred Date').fill(daysFromNowInJohannesburg(30));
  await page.getByLabel('Preferred Time').fill('09:30');
  await page.getByLabel('Location').fill(request.location);
}

/** Fills and submits the concierge form as a member. */
export async function fileRequestThroughForm(page: Page, request: FormRequest) {
  await fillRequestForm(page, request);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Choose Your Provider')).toBeVisible();
}

/** The provider e-mail about a request (by its description) and its Confirm / Decline links. */
export async function providerLinks(page: Page, description: string) {
  const mails = (await (await page.request.get('/api/dev/mailbox')).json()) as {
    subject: string;
    text: string;
    to: string;
  }[];
  const mail = mails.find(
    (m) => m.subject.startsWith('New Aurum request') && m.text.includes(description),
  );
  expect(mail, `provider e-mail about "${description}"`).toBeTruthy();
  const link = (label: string) => mail!.text.match(new RegExp(`${label}: (\\S+)`))![1]!;
  return { to: mail!.to, confirm: link('Confirm'), decline: link('Decline') };
}
