import { expect, type Page } from '@playwright/test';
import { answerStaffCode } from './staff-codes';
// @ts-expect-error plain ESM module shared with the server launcher
import { STAFF } from './staff.mjs';

let counter = 0;
const PASSWORD = 'Protea-Sunrise-84!';

/** A member nobody has used yet, unique per test run and per database project. */
export function newMember(label = 'member') {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: 'Naledi Khumalo', email: `${label}.${id}@example.co.za`, password: PASSWORD };
}

type Member = ReturnType<typeof newMember>;

/** Signs up through the /auth page as a person would. */
export async function signUpThroughPage(page: Page, member: Member) {
  await page.goto('/auth');
  await signUpOnThisPage(page, member);
}

/** Signs up on the /auth page already open (e.g. where a gated page sent the visitor). */
export async function signUpOnThisPage(page: Page, member: Member) {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Name').fill(member.name);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Join Aurum' }).click();
  await expect(page.getByText('Welcome to Aurum!')).toBeVisible();
}

/** Opens the member's confirmation e-mail in the dev mailbox and follows its link. */
export async function confirmFromMailbox(page: Page, email: string) {
  await page.goto('/dev/mailbox');
  const message = page.locator('details').filter({ hasText: `To: ${email}` });
  await expect(message).toHaveCount(1);
  await message.locator('summary').click();
  await message.getByRole('link', { name: /\/auth\/v1\/verify/ }).click();
}

export async function signInThroughPage(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await signInOnThisPage(page, email, password);
}

/** Signs in on the /auth page already open (e.g. where a gated page sent the visitor). */
export async function signInOnThisPage(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // The staff account has an authenticator app: the sign-in asks for its code (ADR 052).
  if (email === STAFF.email) await answerStaffCode(page);
}

/** A member who signed up and confirmed, signed in at /onboarding. */
export async function confirmedMemberSignedIn(page: Page, label?: string) {
  const member = newMember(label);
  await signUpThroughPage(page, member);
  await confirmFromMailbox(page, member.email);
  await expect(page).toHaveURL(/\/onboarding$/);
  return member;
}
