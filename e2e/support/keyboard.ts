import { expect, type Page } from '@playwright/test';
import { withFreshStaffCode } from './staff-codes';
// @ts-expect-error plain ESM module shared with the server launcher
import { STAFF } from './staff.mjs';

/** The element that has the focus, as the keyboard walk sees it (ADR 081). */
export interface Stop {
  /** No element has the focus: it fell back to the page (`<body>`). */
  lost: boolean;
  /** Its tag, role and accessible name, roughly (label, aria-label, or its text). */
  tag: string;
  role: string;
  name: string;
  /** How its focus shows: an outline or a box-shadow ring, or nothing. */
  ring: 'outline' | 'shadow' | null;
}

/**
 * Reads the focused element in the page. A ring counts when it can be seen: an outline of
 * non-zero width, a style other than none and a colour that is not transparent, or a box-shadow
 * with a colour that is not transparent and a blur or spread.
 */
export function focusedStop(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body)
      return { lost: true, tag: 'body', role: '', name: '', ring: null };
    const opaque = (colour: string) => !/^(transparent|rgba\(.*,\s*0\))$/.test(colour.trim());
    const style = getComputedStyle(element);
    const outline =
      parseFloat(style.outlineWidth) > 0 &&
      style.outlineStyle !== 'none' &&
      opaque(style.outlineColor);
    // "rgb(1, 2, 3) 0px 0px 0px 2px, rgba(0, 0, 0, 0) 0px 0px 0px 0px": one ring per part.
    const shadows = style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/);
    const shadow = shadows.some((part) => {
      const colour = part.match(/rgba?\([^)]*\)/)?.[0] ?? 'currentcolor';
      const lengths = (part.replace(/rgba?\([^)]*\)/, '').match(/-?[\d.]+px/g) ?? []).map(
        parseFloat,
      );
      // x, y, blur, spread: a ring has a blur or a spread.
      return opaque(colour) && lengths.slice(2).some((length) => length !== 0);
    });
    const labelled = element.getAttribute('aria-labelledby');
    const name =
      element.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.innerText ??
      '';
    return {
      lost: false,
      tag: element.tagName.toLowerCase(),
      role: element.getAttribute('role') ?? '',
      name: name.replace(/\s+/g, ' ').trim(),
      ring: outline ? 'outline' : shadow ? 'shadow' : null,
    };
  });
}

const describe = (stop: Stop) =>
  `<${stop.tag}${stop.role ? ` role=${stop.role}` : ''}> "${stop.name}"`;

/** The focus is on an element (not lost to `<body>`) and shows a ring; returns that element. */
export async function expectVisibleFocus(page: Page, where: string) {
  const stop = await focusedStop(page);
  expect(stop.lost, `the focus was lost to <body> ${where}`).toBe(false);
  expect.soft(stop.ring, `no visible focus on ${describe(stop)} ${where}`).not.toBeNull();
  return stop;
}

/** The most Tab presses a walk to one element takes before it fails. */
const MOST_STOPS = 60;

/**
 * Presses Tab (or Shift+Tab, `back`) until the focused element's name matches `name` (and its
 * tag, when given), checking on every stop that the focus shows. Fails if it is not reached.
 */
export async function tabTo(
  page: Page,
  name: string | RegExp,
  { back = false, tag }: { back?: boolean; tag?: string } = {},
) {
  const matches = (stop: Stop) =>
    (typeof name === 'string' ? stop.name === name : name.test(stop.name)) &&
    (!tag || stop.tag === tag);
  const seen: string[] = [];
  for (let presses = 0; presses < MOST_STOPS; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const stop = await expectVisibleFocus(page, `on the way to "${String(name)}"`);
    seen.push(describe(stop));
    if (matches(stop)) return stop;
  }
  throw new Error(`"${String(name)}" not reached by Tab; stops: ${seen.join(', ')}`);
}

/** Tabs to a field by its label and types into it. */
export async function typeInto(page: Page, label: string | RegExp, text: string) {
  await tabTo(page, label);
  await page.keyboard.type(text);
}

/** A pattern that matches `text` and nothing more. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * Once a dialog has gone, the focus goes back to `opener` (by its name) and shows there. The
 * dialog gives it back a moment after it leaves the page (Radix, on the next task): the check
 * waits up to a second for that, then fails if the focus is still on `<body>` or elsewhere.
 */
export async function expectFocusBackOn(page: Page, opener: string | RegExp, where: string) {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect
    .poll(async () => (await focusedStop(page)).name, {
      message: `the focus went back to the opener ${where}`,
      timeout: 1_000,
    })
    .toMatch(typeof opener === 'string' ? exactly(opener) : opener);
  await expectVisibleFocus(page, where);
}

/** Presses Escape and expects the dialog gone and the focus back on `opener`. */
export async function escapeBackTo(page: Page, opener: string | RegExp) {
  await page.keyboard.press('Escape');
  await expectFocusBackOn(page, opener, 'after the dialog was left with Escape');
}

/**
 * Signs in on /auth by keyboard: the skip link, Email, Password, Enter; for the staff account the
 * authenticator code is typed and sent with Enter too (ADR 052).
 */
export async function signInByKeyboard(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await expect(page.getByLabel('Email')).toBeVisible();
  await tabTo(page, 'Skip to content');
  await page.keyboard.press('Enter');
  await typeInto(page, 'Email', email);
  await typeInto(page, 'Password', password);
  await page.keyboard.press('Enter');
  if (email !== STAFF.email) return;
  const field = page.getByLabel('Authentication code');
  await expect(field).toBeFocused();
  await withFreshStaffCode(new URL(page.url()).origin, async (code) => {
    const answered = page.waitForResponse((answer) =>
      answer.url().includes('/auth/v1/factors/verify'),
    );
    await page.keyboard.type(code, { delay: 30 });
    await page.keyboard.press('Enter');
    await answered;
  });
}
