import { expect, test } from '@playwright/test';
import {
  confirmedMemberSignedIn,
  onboardedMemberSignedIn,
  confirmFromMailbox,
  newMember,
  signInOnThisPage,
  signInThroughPage,
  signUpOnThisPage,
  signUpThroughPage,
} from '../support/members';
import { completeOnboarding } from '../support/onboarding';

/** A filtered marketplace link a member might be sent, with a query and a hash. */
const SHARED_LINK = '/marketplace?q=chef&rating=4#results';
const endsAtSharedLink = new RegExp(`${SHARED_LINK.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

test('a newcomer joins from the landing page, confirms by e-mail and lands in onboarding', async ({
  page,
}) => {
  const member = newMember('joiner');
  await page.goto('/');
  await page.getByRole('link', { name: 'Become a Member' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Access Your Concierge' })).toBeVisible();

  await signUpThroughPage(page, member);
  await expect(page.getByText('Please check your email to verify your account.')).toBeVisible();

  await confirmFromMailbox(page, member.email);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Aurum' })).toBeVisible();
  // The session arrived in the address fragment; the app took it and cleared the address.
  expect(new URL(page.url()).hash).toBe('');

  // The session survives a reload (the refresh cookie restores it).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome to Aurum' })).toBeVisible();
});

test('a member signs out and signs in again', async ({ page }) => {
  const member = await confirmedMemberSignedIn(page, 'returning');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/auth$/);

  await signInThroughPage(page, member.email, member.password);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.goto('/auth');
  await expect(page).not.toHaveURL(/\/auth$/);
});

test('a wrong password shows the toast with the attempts remaining, then the warning', async ({
  page,
}) => {
  const member = await confirmedMemberSignedIn(page, 'mistyped');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await signInThroughPage(page, member.email, 'Not-The-Password-1!');
  await expect(page.getByText('Sign In Failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password 4 attempts remaining')).toBeVisible();

  for (const remaining of [3, 2]) {
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(
      page.getByText(`Invalid email or password ${remaining} attempts remaining`),
    ).toBeVisible();
  }
  await expect(
    page.getByText('2 attempts remaining before your account is temporarily locked'),
  ).toBeVisible();
});

test('sign-in before confirming the e-mail explains what to do', async ({ page }) => {
  const member = newMember('unconfirmed');
  await signUpThroughPage(page, member);
  await signInThroughPage(page, member.email, member.password);
  await expect(
    page.getByText('Please confirm your email address first.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend confirmation email' })).toBeVisible();
});

test('the sign-up form shows the first problem of each field', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Name').fill('J');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('lowercase');
  await page.getByRole('button', { name: 'Join Aurum' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must contain at least one uppercase letter')).toBeVisible();
  await expect(page.getByText('Password must contain at least one number')).toHaveCount(0);
});

test('a signed-out member opening a shared marketplace link lands on it after signing in', async ({
  page,
}) => {
  const member = await onboardedMemberSignedIn(page, 'deeplink');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.goto(SHARED_LINK);
  await expect(page).toHaveURL(/\/auth\?next=%2Fmarketplace%3Fq%3Dchef%26rating%3D4%23results$/);
  await signInOnThisPage(page, member.email, member.password);
  await expect(page).toHaveURL(endsAtSharedLink);
  await expect(page.getByRole('heading', { name: 'Service Marketplace' })).toBeVisible();
});

test('a newcomer opening a shared link signs up, confirms, onboards and ends on it', async ({
  page,
}) => {
  const member = newMember('deeplink-new');
  await page.goto(SHARED_LINK);
  await expect(page).toHaveURL(/\/auth\?next=/);
  await signUpOnThisPage(page, member);

  await confirmFromMailbox(page, member.email);
  await expect(page).toHaveURL(/\/onboarding\?next=%2Fmarketplace/);
  await completeOnboarding(page, endsAtSharedLink);
  await expect(page.getByRole('heading', { name: 'Service Marketplace' })).toBeVisible();
});

test('a return address to another site is not followed', async ({ page }) => {
  const member = await onboardedMemberSignedIn(page, 'offsite');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  for (const next of ['//example.com/', 'https://example.com/', '/\\example.com']) {
    await page.goto(`/auth?next=${encodeURIComponent(next)}`);
    await signInOnThisPage(page, member.email, member.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  }
});
