import { expect, test, type Page } from '@playwright/test';
import {
  MEMBER_ROUTES,
  PUBLIC_ROUTES,
  STANDALONE_ROUTES,
  type MemberRoute,
  type StandaloneRoute,
} from '@aurum/shared/routes';
import { newProviderAccount } from '../support/accounts';
import { expectAccessibleAtWidths } from '../support/accessibility';
import { confirmedMemberSignedIn, signInOnThisPage } from '../support/members';
import { completeOnboarding } from '../support/onboarding';
import { fileRequestThroughForm, providerLinks } from '../support/requests';
import { closeToasts } from '../support/screens';
import { signInAsStaff } from '../support/staff-codes';

/**
 * axe on every screen of the route table (ADR 081), as the person who uses it, at 1280 and 390
 * px, with the menus and dialogs that matter opened. One signed-in page per role; the screens in
 * sequence. Motion is reduced so that no fade or pulse is caught half-way (contrast is measured on
 * the screen at rest).
 */
test.use({ reducedMotion: 'reduce' });
// The roles' journeys are independent: both workers take them, so the longest do not queue.
test.describe.configure({ mode: 'parallel' });

/**
 * A member's screens are split in two journeys of about equal length: the member who has filed a
 * request sees it on the request screens, the provider's link and the membership checkout; a
 * second member, who has filed nothing yet, opens the assistant, vault, journal and Life OS.
 */
type Role = 'visitor' | 'member' | 'new member' | 'provider' | 'staff';
type Route = (typeof PUBLIC_ROUTES)[number] | MemberRoute | StandaloneRoute;

/** What the member's journey made for the screens that show it (a request, a checkout). */
interface Made {
  /** The provider's Confirm link for the member's request (/provider/respond?...). */
  providerAnswer?: string;
  /** The sandbox checkout the membership page opened (/checkout/sandbox?...). */
  checkout?: string;
}

interface Visit {
  /** Who opens it. */
  as: Role;
  /** The address, when it is not the route itself. */
  address?: (made: Made) => string;
  /** The screen's parts beyond its first view (tabs, menus, dialogs), each checked in turn. */
  more?: (page: Page, made: Made) => Promise<void>;
}

const VAULT_PASSWORD = 'Kudu-Horizon-Baobab-1977!';

/** Opens a dialog with `opener`, checks the screen with it, and leaves it with Escape. */
async function checkDialog(page: Page, what: string, open: () => Promise<void>) {
  await open();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessibleAtWidths(page, what);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** Opens the notification centre from the screen's bell. */
const checkNotificationCentre = (page: Page) =>
  checkDialog(page, 'the notification centre', () =>
    page.getByRole('button', { name: /^Notifications(,|$)/ }).click(),
  );

/** Opens a tab and checks the screen with it. */
async function checkTab(page: Page, name: string | RegExp) {
  await page
    .getByRole('tab', { name, exact: typeof name === 'string' })
    .first()
    .click();
  await expectAccessibleAtWidths(
    page,
    `the ${String(name)} tab of ${new URL(page.url()).pathname}`,
  );
}

/**
 * Every route of the route table, with who opens it: a new route fails this file (its type and
 * the first test) until it has its visit here.
 */
const VISITS: Record<Route, Visit> = {
  '/': { as: 'visitor' },
  '/auth': {
    as: 'visitor',
    more: async (page) => {
      await checkTab(page, 'Sign Up');
      await page.getByRole('tab', { name: 'Sign In' }).click();
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
      await expectAccessibleAtWidths(page, 'the forgotten password form');
    },
  },
  '/auth/reset': { as: 'visitor', address: () => `/auth/reset#token=${'a'.repeat(43)}` },
  '/dev/mailbox': { as: 'visitor' },
  // A link no capsule has: the page a recipient of an expired link sees.
  '/capsule/:token': { as: 'visitor', address: () => `/capsule/${'x'.repeat(43)}` },

  '/onboarding': { as: 'member' },
  '/dashboard': { as: 'member', more: checkNotificationCentre },
  '/service-request': { as: 'member' },
  '/service-history': { as: 'member' },
  '/request-status': { as: 'member' },
  '/ai-assistant': {
    as: 'new member',
    more: async (page) => {
      const box = page.getByLabel('Message');
      await box.fill('Please book a private chef in Constantia for Saturday at 7 in the evening');
      await box.press('Enter');
      await expect(page.getByRole('region', { name: 'Proposed request' })).toBeVisible({
        timeout: 30_000,
      });
      await expectAccessibleAtWidths(page, "the chat's proposal card");
    },
  },
  '/ai-basic': { as: 'new member' },
  '/calendar': {
    as: 'new member',
    more: (page) =>
      checkDialog(page, 'the Add Event dialog', () =>
        page.getByRole('button', { name: 'Add Event' }).click(),
      ),
  },
  '/marketplace': {
    as: 'new member',
    more: async (page) => {
      await page.getByRole('button', { name: 'Filters' }).click();
      await expectAccessibleAtWidths(page, 'the marketplace filters');
      await checkTab(page, /Featured/);
      await checkTab(page, /Emergency/);
      await page.goto('/marketplace');
      await page
        .getByRole('button', { name: /^View Details of / })
        .first()
        .click();
      await expect(page.getByRole('button', { name: '← Back to Search' })).toBeVisible();
      await expectAccessibleAtWidths(page, "a provider's details");
    },
  },
  '/vault': {
    as: 'new member',
    more: async (page) => {
      await page.getByLabel('Vault password', { exact: true }).fill(VAULT_PASSWORD);
      await page.getByLabel('Confirm vault password').fill(VAULT_PASSWORD);
      await page.getByRole('button', { name: 'Create Vault' }).click();
      await expect(page.getByText('Secured')).toBeVisible({ timeout: 30_000 });
      await closeToasts(page);
      await expectAccessibleAtWidths(page, 'the open vault');
      for (const tab of ['Memory Bank', 'Legacy Capsules', 'Overview']) await checkTab(page, tab);
    },
  },
  '/ai-journal': {
    as: 'new member',
    more: async (page) => {
      await page.getByRole('button', { name: 'Mood 7 out of 10' }).click();
      await page
        .getByLabel('How was your day?')
        .fill('A calm day: a swim at Clifton and supper with friends.');
      await page.getByRole('button', { name: 'Save & Analyze' }).click();
      await expect(page.getByRole('region', { name: 'Just saved' })).toBeVisible();
      await closeToasts(page);
      await expectAccessibleAtWidths(page, 'the saved check-in');
      for (const tab of ['Insights', 'Trends', 'Entries']) await checkTab(page, tab);
      await checkDialog(page, 'the confirmation before deleting an entry', () =>
        page
          .getByRole('button', { name: /^Delete entry of / })
          .first()
          .click(),
      );
    },
  },
  '/life-os': { as: 'new member' },
  '/lifestyle': { as: 'new member' },
  '/personas': { as: 'new member' },
  '/reset': { as: 'new member' },
  '/human-concierge': { as: 'member' },
  '/society': { as: 'member' },
  '/relationship': { as: 'member' },
  '/cross-platform': { as: 'member' },
  '/profile': { as: 'member' },
  '/security': { as: 'member' },
  '/notifications': { as: 'member' },
  '/membership': {
    as: 'member',
    more: async (page, made) => {
      const [checkout] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('button', { name: 'Choose Signature Access' }).click(),
      ]);
      await expect(checkout.getByText('Test mode: no money is charged')).toBeVisible();
      made.checkout = checkout.url();
      await checkout.close();
    },
  },
  // Public pages the member reaches from the journey above: the checkout and its return.
  '/checkout/sandbox': { as: 'member', address: (made) => made.checkout! },
  '/payment-verification': {
    as: 'member',
    address: (made) => {
      const reference = new URL(made.checkout!).searchParams.get('reference');
      return `/payment-verification?reference=${reference}`;
    },
  },
  // The page of a provider's e-mail link, for the member's request (it needs no sign-in).
  '/provider/respond': { as: 'member', address: (made) => made.providerAnswer! },

  '/provider': { as: 'provider' },
  '/admin': {
    as: 'staff',
    more: async (page) => {
      const nav = page.getByRole('navigation', { name: 'Staff console' });
      for (const name of (await nav.getByRole('link').allInnerTexts()).slice(1)) {
        await nav.getByRole('link', { name: name.trim(), exact: true }).click();
        await expectAccessibleAtWidths(page, `the staff console's ${name.trim()} section`);
      }
    },
  },
};

/** Opens each screen `role` uses, in the table's order, and checks it and its parts. */
async function visitScreensOf(page: Page, role: Role, made: Made = {}) {
  for (const [route, visit] of Object.entries(VISITS) as [Route, Visit][]) {
    if (visit.as !== role || route === '/onboarding') continue;
    await page.goto(visit.address?.(made) ?? route);
    await closeToasts(page);
    await expectAccessibleAtWidths(page, route);
    await visit.more?.(page, made);
  }
}

test('every route of the route table has its visit here', () => {
  const routeTable = [
    ...PUBLIC_ROUTES,
    ...Object.keys(MEMBER_ROUTES),
    ...Object.keys(STANDALONE_ROUTES),
  ].sort();
  expect(Object.keys(VISITS).sort()).toEqual(routeTable);
});

test('the screens a visitor opens have no serious accessibility violation', async ({ page }) => {
  await visitScreensOf(page, 'visitor');
  await page.goto('/no-such-place');
  await expectAccessibleAtWidths(page, 'the not-found page');
});

test("a member's screens have no serious accessibility violation", async ({ page }) => {
  // Half the member screens at two widths, in one signed-in journey (all of them took 4 to 9
  // minutes on the two-core CI machine depending on its load; 8.7 min on 2026-11-29).
  test.setTimeout(900_000);
  await confirmedMemberSignedIn(page, 'a11y');
  await expectAccessibleAtWidths(page, '/onboarding');
  await completeOnboarding(page);
  const description = 'A Cape Malay dinner for eight on the terrace, with a tasting menu';
  await fileRequestThroughForm(page, {
    type: 'Private Chef',
    description,
    location: 'Camps Bay, Cape Town',
  });
  await expectAccessibleAtWidths(page, 'the choice of provider');
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await expect(page.getByText('Provider Requested').first()).toBeVisible();
  const made: Made = { providerAnswer: (await providerLinks(page, description)).confirm };
  await visitScreensOf(page, 'member', made);
});

test("a new member's screens have no serious accessibility violation", async ({ page }) => {
  test.setTimeout(900_000);
  await confirmedMemberSignedIn(page, 'a11y-new');
  await completeOnboarding(page);
  await visitScreensOf(page, 'new member');
});

test("a provider's screens have no serious accessibility violation", async ({ page, request }) => {
  const provider = await newProviderAccount(request);
  await page.goto('/provider');
  await signInOnThisPage(page, provider.email, provider.password);
  await expect(page).toHaveURL(/\/provider$/);
  await visitScreensOf(page, 'provider');
});

test("staff's screens have no serious accessibility violation", async ({ page }) => {
  test.slow();
  await signInAsStaff(page);
  await visitScreensOf(page, 'staff');
});
