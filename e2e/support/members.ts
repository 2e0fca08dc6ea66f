import { type APIResponse, expect, type Page } from '@playwright/test';
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

/** What the onboarding walk in support/onboarding.ts answers; the rest keeps its defaults. */
const ONBOARDING_ANSWERS = {
  personalInfo: {
    dateOfBirth: '1987-05-14',
    gender: 'female',
    occupation: 'Architect',
    emergencyContactName: 'Sipho Khumalo',
    emergencyContactPhone: '+27825550123',
  },
  medicalInfo: { allergies: ['Penicillin'], medications: ['Ventolin'], bloodType: 'O+' },
  preferences: {
    dining: { cuisineTypes: ['Cape Malay'], seatingPreference: 'window' },
    travel: { vehicleType: 'mercedes-s-class' },
    lifestyle: { wakeUpTime: '05:45', communicationMethod: 'whatsapp', enableReminders: true },
  },
};

async function ok(response: APIResponse) {
  if (!response.ok())
    throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
  return response;
}

/**
 * A member who signed up, confirmed, onboarded (with the answers the onboarding walk gives) and
 * is signed in, on the dashboard. Set up through the API in the page's own browser context, so
 * the session cookie is the page's; sign-up, confirmation and onboarding themselves are walked
 * through the pages in auth.spec.ts and member-home.spec.ts (ADR 071).
 */
export async function onboardedMemberSignedIn(page: Page, label?: string) {
  const member = newMember(label);
  const api = page.request;
  await ok(
    await api.post('/auth/v1/signup', {
      data: {
        email: member.email,
        password: member.password,
        data: { name: member.name, full_name: member.name },
      },
    }),
  );
  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await ok(await api.get('/api/dev/mailbox'))).json()) as {
        to: string;
        text: string;
      }[];
      link = messages
        .find((message) => message.to === member.email)
        ?.text.match(/\/auth\/v1\/verify\?\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  // The link confirms and signs in (the session cookies are set on this context), then sends
  // the browser on with the session in the address's fragment.
  const confirmed = await api.get(link!, { maxRedirects: 0 });
  const location = confirmed.headers()['location'] ?? '';
  const accessToken = new URLSearchParams(location.split('#')[1]).get('access_token');
  if (!accessToken) throw new Error(`The confirmation link did not sign in: ${location}`);
  await ok(
    await api.post('/api/onboarding', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: ONBOARDING_ANSWERS,
    }),
  );
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  return member;
}
