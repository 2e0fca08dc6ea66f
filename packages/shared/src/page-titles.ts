import {
  AUTH_ROUTE,
  DEV_MAILBOX_ROUTE,
  MEMBER_ROUTES,
  PAYMENT_VERIFICATION_ROUTE,
  PROVIDER_RESPOND_ROUTE,
  PROVIDER_ROUTE,
  RELEASED_CAPSULE_ROUTE,
  routeMatches,
  SANDBOX_CHECKOUT_ROUTE,
  STAFF_ROUTE,
} from './routes';

export const PRODUCT_NAME = 'Aurum';

/** The landing page's browser title: the product and what it is. */
export const LANDING_TITLE = `${PRODUCT_NAME} · Members-only AI concierge`;

/** Each page's own name in the browser's title and tab (PRODUCT.md: "Marketplace · Aurum"). */
const PAGE_NAMES: Readonly<Record<string, string>> = {
  ...MEMBER_ROUTES,
  '/onboarding': 'Welcome',
  '/marketplace': 'Marketplace',
  [AUTH_ROUTE]: 'Sign In',
  [PAYMENT_VERIFICATION_ROUTE]: 'Payment',
  [SANDBOX_CHECKOUT_ROUTE]: 'Test Checkout',
  [DEV_MAILBOX_ROUTE]: 'Dev Mailbox',
  [STAFF_ROUTE]: 'Staff Console',
  [PROVIDER_ROUTE]: 'Provider',
  [PROVIDER_RESPOND_ROUTE]: 'Answer a Request',
  [RELEASED_CAPSULE_ROUTE]: 'Legacy Capsule',
};

/** The browser title of the page at this path: "Marketplace · Aurum"; "Page Not Found · Aurum". */
export function pageTitle(pathname: string): string {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (clean === '/') return LANDING_TITLE;
  const route = Object.keys(PAGE_NAMES).find((path) => routeMatches(path, clean));
  return `${route ? PAGE_NAMES[route] : 'Page Not Found'} · ${PRODUCT_NAME}`;
}
