import { expect, test, type Page } from '@playwright/test';
import {
  MEMBER_ROUTES,
  ONBOARDING_ROUTE,
  PROVIDER_ROUTE,
  PUBLIC_ROUTES,
  STAFF_ROUTE,
  STANDALONE_ROUTES,
} from '@aurum/shared/routes';
import { MARKETPLACE_DATES } from '@aurum/shared/marketplace/marketplace-rules';
import { newProviderAccount } from '../support/accounts';
import {
  confirmedMemberSignedIn,
  onboardedMemberSignedIn,
  newMember,
  signInOnThisPage,
  signInThroughPage,
  signUpThroughPage,
} from '../support/members';
import { completeOnboarding } from '../support/onboarding';
import { fileRequestThroughForm } from '../support/requests';
// @ts-expect-error plain ESM module shared with the server launcher
import { STAFF } from '../support/staff.mjs';

/** The narrowest phones in common use, and the width the issues are checked at. */
const PHONE_WIDTHS = [360, 390] as const;

// A phone: the page's viewport meta applies, so a page wider than the screen scrolls sideways
// and its fixed bars grow with it, as on a real phone.
test.use({ isMobile: true, hasTouch: true, viewport: { width: 390, height: 844 } });

/** Every route of the route table that `audience` opens, with a made-up token where one goes. */
function routesOf(audience: 'public' | 'staff' | 'provider') {
  const standalone = (Object.entries(STANDALONE_ROUTES) as [string, string][])
    .filter(([, user]) => user === audience)
    .map(([route]) => route.replace(/:[^/]+/g, 'a'.repeat(43)));
  return audience === 'public' ? [...PUBLIC_ROUTES, ...standalone] : standalone;
}

/** Waits for the screen to be whole: no "Loading...", no skeletons, fonts in. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The page's width as the browser scrolls it, and the deepest elements that stick out. */
function sidewaysExtent(page: Page, width: number) {
  return page.evaluate((screenWidth) => {
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > screenWidth + 1;
    const offenders = Array.from(document.body.querySelectorAll('*'))
      .filter((element) => sticksOut(element) && !Array.from(element.children).some(sticksOut))
      .slice(0, 4)
      .map((element) => {
        const text = (element.textContent ?? '').trim().slice(0, 50);
        const right = Math.round(element.getBoundingClientRect().right);
        return `<${element.tagName.toLowerCase()}> "${text}" ends at ${right} px`;
      });
    return {
      scrollWidth: document.scrollingElement!.scrollWidth,
      innerWidth: window.innerWidth,
      offenders,
    };
  }, width);
}

/** The screen as it is now fits the phone's width: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const width = page.viewportSize()!.width;
  await settle(page);
  const { scrollWidth, innerWidth, offenders } = await sidewaysExtent(page, width);
  const where = `${what} at ${width} px (${page.url()}) scrolls sideways: ${offenders.join('; ')}`;
  expect.soft(scrollWidth, where).toBeLessThanOrEqual(width);
  expect.soft(innerWidth, where).toBeLessThanOrEqual(width);
}

/** Opens each route at each phone width; `more` opens the route's tabs and dialogs. */
async function checkRoutes(
  page: Page,
  routes: readonly string[],
  more: Record<string, (page: Page) => Promise<void>> = {},
) {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    for (const route of routes) {
      await page.goto(route);
      await expectNoSidewaysScroll(page, route);
      await more[route]?.(page);
    }
  }
}

/** Opens a tab and checks the screen with it. */
async function checkTab(page: Page, name: string, within = page.locator('body')) {
  await within.getByRole('tab', { name, exact: true }).click();
  await expectNoSidewaysScroll(page, `the ${name} tab`);
}

/** Opens a dialog with `button`, checks the screen with it, and closes it. */
async function checkDialog(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSidewaysScroll(page, `the ${button} dialog`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

/**
 * The provider's details on a day without a free slot (late in the evening, whatever the hour the
 * suite runs at): the provider's answer is changed on its way to the page so that today has no
 * slot and the next free day has the longest label a date gets.
 */
async function checkDayWithoutFreeSlot(page: Page) {
  const detail = /\/api\/marketplace\/providers\/[^/?]+$/;
  await page.route(detail, async (route) => {
    const response = await route.fetch();
    const provider = await response.json();
    await route.fulfill({
      response,
      json: {
        ...provider,
        todays_slots: [],
        more_slots_today: false,
        next_available_date: MARKETPLACE_DATES.to,
      },
    });
  });
  await page.reload();
  await expect(page.getByRole('button', { name: /^Next free day: / })).toBeVisible();
  await expectNoSidewaysScroll(page, "a provider's details on a day without a free slot");
  await page.unroute(detail);
}

const VAULT_PASSWORD = 'Kudu-Horizon-Baobab-1977!';

/** What a member opens within the screens beyond their first view. */
const MEMBER_SCREEN_PARTS: Record<string, (page: Page) => Promise<void>> = {
  '/service-request': async (page) => {
    await expect(page.getByText(/requests left this month/)).toBeVisible();
  },
  '/marketplace': async (page) => {
    await page.getByRole('button', { name: 'Filters' }).click();
    await expectNoSidewaysScroll(page, 'the marketplace filters');
    for (const tab of ['Featured', 'Emergency']) {
      await page.getByRole('tab', { name: new RegExp(tab) }).click();
      await expectNoSidewaysScroll(page, `the marketplace's ${tab} tab`);
    }
    await page.goto('/marketplace');
    await page
      .getByRole('button', { name: /^View Details of / })
      .first()
      .click();
    await expect(page.getByRole('button', { name: '← Back to Search' })).toBeVisible();
    await expectNoSidewaysScroll(page, "a provider's details");
    await checkDayWithoutFreeSlot(page);
  },
  '/vault': async (page) => {
    await page.getByLabel('Vault password', { exact: true }).fill(VAULT_PASSWORD);
    await page.getByRole('button', { name: 'Unlock Vault' }).click();
    await expect(page.getByText('Secured')).toBeVisible({ timeout: 30_000 });
    await expectNoSidewaysScroll(page, 'the unlocked vault');
    for (const tab of ['Vault', 'Memory Bank', 'Legacy Capsules', 'Overview']) {
      await checkTab(page, tab, page.getByRole('tablist', { name: 'Vault sections' }));
    }
    await page.getByRole('tab', { name: 'Vault', exact: true }).click();
    await checkDialog(page, 'Add to Vault');
  },
  '/calendar': (page) => checkDialog(page, 'Add Event'),
  '/ai-journal': async (page) => {
    // The check-in's tags appear once a score is chosen.
    await page.getByRole('button', { name: 'Mood 7 out of 10' }).click();
    await expectNoSidewaysScroll(page, "the check-in's activity tags");
    await page
      .getByLabel('How was your day?')
      .fill('A calm day: a swim at Clifton and supper with friends.');
    await page.getByRole('button', { name: 'Save & Analyze' }).click();
    await expect(page.getByRole('region', { name: 'Just saved' })).toBeVisible();
    for (const tab of ['Entries', 'Insights', 'Trends']) await checkTab(page, tab);
  },
  '/profile': async (page) => {
    await page.getByRole('button', { name: 'Edit' }).click();
    await expectNoSidewaysScroll(page, 'the profile in edit mode');
  },
};

test('no screen a visitor opens scrolls sideways on a phone', async ({ page }) => {
  await checkRoutes(page, [...routesOf('public'), '/no-such-place'], {
    '/auth': (page) => checkTab(page, 'Sign Up'),
  });
});

test('no member screen scrolls sideways on a phone', async ({ page }) => {
  // Every member screen, its tabs and dialogs, at two widths: the longest journey of the suite.
  test.setTimeout(600_000);
  await confirmedMemberSignedIn(page, 'layout');
  await checkRoutes(page, [ONBOARDING_ROUTE]);
  await completeOnboarding(page);
  // What the member has before the screens are checked, made on a wide screen, where no sideways
  // scrolling gets in the way.
  await page.setViewportSize({ width: 1280, height: 800 });
  await fileRequestThroughForm(page, {
    type: 'Private Chef',
    description: 'A Cape Malay dinner for eight on the terrace, with a tasting menu',
    location: 'Camps Bay, Cape Town',
  });
  await page.goto('/vault');
  await page.getByLabel('Vault password', { exact: true }).fill(VAULT_PASSWORD);
  await page.getByLabel('Confirm vault password').fill(VAULT_PASSWORD);
  await page.getByRole('button', { name: 'Create Vault' }).click();
  await expect(page.getByText('Secured')).toBeVisible({ timeout: 15_000 });

  const memberRoutes = Object.keys(MEMBER_ROUTES).filter((route) => route !== ONBOARDING_ROUTE);
  await checkRoutes(page, memberRoutes, MEMBER_SCREEN_PARTS);
});

test('no provider screen scrolls sideways on a phone', async ({ page, request }) => {
  const provider = await newProviderAccount(request);
  await page.goto(PROVIDER_ROUTE);
  await signInOnThisPage(page, provider.email, provider.password);
  await expect(page).toHaveURL(new RegExp(`${PROVIDER_ROUTE}$`));
  await checkRoutes(page, routesOf('provider'));
});

test('no staff screen scrolls sideways on a phone', async ({ page }) => {
  test.slow();
  await signInThroughPage(page, STAFF.email, STAFF.password);
  await expect(page).toHaveURL(new RegExp(`${STAFF_ROUTE}`));
  await checkRoutes(page, routesOf('staff'), {
    [STAFF_ROUTE]: async (page) => {
      const sections = page.getByRole('navigation', { name: 'Staff console' }).getByRole('link');
      for (const name of await sections.allInnerTexts()) {
        await page
          .getByRole('navigation', { name: 'Staff console' })
          .getByRole('link', { name: name.trim(), exact: true })
          .click();
        await expectNoSidewaysScroll(page, `the staff console's ${name.trim()} section`);
      }
    },
  });
});

/** A phone and a laptop. */
const SCREENS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** Where the text of the element breaks into lines: the character each further line starts with. */
function lineStarts(page: Page, text: string) {
  return page.getByText(text, { exact: true }).evaluate((element) => {
    const characters: { character: string; top: number }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let index = 0; index < node.textContent!.length; index++) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        characters.push({
          character: node.textContent![index]!,
          top: range.getBoundingClientRect().top,
        });
      }
    }
    return characters
      .filter(({ top }, index) => index > 0 && top > characters[index - 1]!.top + 2)
      .map(({ character }) => character);
  });
}

for (const screen of SCREENS) {
  test(`at ${screen.width} px the address a new member signs up with breaks only between its parts`, async ({
    page,
  }) => {
    await page.setViewportSize(screen);
    // A phone cannot fit a long address on one line: it breaks before an '@' or a dot only. A
    // laptop keeps an ordinary one whole.
    const phone = screen.width < 640;
    const member = newMember(phone ? 'naledi.khumalo-mokoena.capewinelands' : 'nkosi');
    await signUpThroughPage(page, member);
    await expect(page.getByText('Confirm your email address')).toBeVisible();
    const starts = await lineStarts(page, member.email);
    if (phone) expect(starts.length).toBeGreaterThan(0);
    else expect(starts).toEqual([]);
    for (const start of starts) expect(['@', '.']).toContain(start);
  });

  test(`at ${screen.width} px a toast leaves the middle of the screen and the form's buttons free`, async ({
    page,
  }) => {
    await page.setViewportSize(screen);
    await page.goto('/auth');
    await signInOnThisPage(page, 'nobody.here@example.co.za', 'Not-The-Password-1!');
    const toast = page.getByRole('listitem').filter({ hasText: 'Sign In Failed' });
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    const overlaps = (other: { x: number; y: number; width: number; height: number }) =>
      box.x < other.x + other.width &&
      other.x < box.x + box.width &&
      box.y < other.y + other.height &&
      other.y < box.y + box.height;
    for (const control of [
      page.getByLabel('Email'),
      page.getByLabel('Password'),
      page.getByRole('button', { name: 'Sign In', exact: true }),
      page.getByRole('tab', { name: 'Sign Up' }),
    ]) {
      expect(overlaps((await control.boundingBox())!)).toBe(false);
    }
    // Never across the middle of the screen: a phone shows it at the top edge, a laptop at the
    // bottom right, beside the sign-in card.
    const middle = screen.height / 2;
    expect(box.y > middle || box.y + box.height < middle).toBe(true);
    if (screen.width < 600) expect(box.y + box.height).toBeLessThan(screen.height / 4);
  });
}

test('on a phone and a laptop, a search shows its results first and the vault counters fill their rows', async ({
  page,
}) => {
  test.slow();
  await onboardedMemberSignedIn(page, 'search');
  await page.goto('/vault');
  await page.getByLabel('Vault password', { exact: true }).fill(VAULT_PASSWORD);
  await page.getByLabel('Confirm vault password').fill(VAULT_PASSWORD);
  await page.getByRole('button', { name: 'Create Vault' }).click();
  await expect(page.getByText('Secured')).toBeVisible({ timeout: 30_000 });

  for (const screen of SCREENS) {
    await page.setViewportSize(screen);
    // Five counters: three over two on a phone, one row on a laptop; never one alone on a row.
    const counters = page.locator('dl').filter({ hasText: 'Capsules' }).locator(':scope > div');
    await expect(counters).toHaveCount(5);
    const rows = new Map<number, number>();
    for (const box of await counters.evaluateAll((cells) =>
      cells.map((cell) => Math.round(cell.getBoundingClientRect().top)),
    )) {
      rows.set(box, (rows.get(box) ?? 0) + 1);
    }
    expect([...rows.values()], `counters per row at ${screen.width} px`).toEqual(
      screen.width < 640 ? [3, 2] : [5],
    );

    await page.goto('/marketplace');
    await expect(page.getByRole('list', { name: 'Service categories' })).toBeVisible();
    await page.getByLabel('Search services or providers').fill('villa');
    await expect(page).toHaveURL(/q=villa/);
    // The first provider found is on screen, not below ten category cards.
    await expect(page.getByRole('article').first()).toBeInViewport();
    await expect(page.getByRole('list', { name: 'Service categories' })).toHaveCount(0);
    // Clearing the search brings the categories back.
    await page.getByLabel('Search services or providers').fill('');
    await expect(page.getByRole('list', { name: 'Service categories' })).toBeVisible();

    await page.goto('/vault');
    await page.getByLabel('Vault password', { exact: true }).fill(VAULT_PASSWORD);
    await page.getByRole('button', { name: 'Unlock Vault' }).click();
    await expect(page.getByText('Secured')).toBeVisible({ timeout: 30_000 });
  }
});
