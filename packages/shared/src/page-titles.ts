import {
  AUTH_ROUTE,
  MEMBER_ROUTES,
  ONBOARDING_ROUTE,
  PAYMENT_VERIFICATION_ROUTE,
  routeMatches,
  STANDALONE_PAGE_NAMES,
} from './routes';

export const PRODUCT_NAME = 'Aurum';

/** The landing page's browser title: the product and what it is. */
export const LANDING_TITLE = `${PRODUCT_NAME} · Members-only AI concierge`;

/**
 * Each page's own name in the browser's title and tab (PRODUCT.md: "Marketplace · Aurum"): a
 * member screen's title (two shortened), the public pages' names and the standalone screens' names
 * of the route table (routes.ts).
 */
const PAGE_NAMES: Readonly<Record<string, string>> = {
  ...MEMBER_ROUTES,
  [ONBOARDING_ROUTE]: 'Welcome',
  '/marketplace': 'Marketplace',
  [AUTH_ROUTE]: 'Sign In',
  [PAYMENT_VERIFICATION_ROUTE]: 'Payment',
  ...STANDALONE_PAGE_NAMES,
};

/** The browser title of the page at this path: "Marketplace · Aurum"; "Page Not Found · Aurum". */
export function pageTitle(pathname: string): string {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (clean === '/') return LANDING_TITLE;
  const route = Object.keys(PAGE_NAMES).find((path) => routeMatches(path, clean));
  return `${route ? PAGE_NAMES[route] : 'Page Not Found'} · ${PRODUCT_NAME}`;
}
