/** The route table of spec 01 section 2. */
export const PUBLIC_ROUTES = ['/', '/auth', '/payment-verification'] as const;

/** Routes behind sign-in and the onboarding gate, with the title their screen carries. */
export const MEMBER_ROUTES = {
  '/onboarding': 'Welcome to Aurum',
  '/dashboard': 'Dashboard',
  '/lifestyle': 'Lifestyle',
  '/marketplace': 'Service Marketplace',
  '/vault': 'Secure Vault',
  '/membership': 'Membership',
  '/ai-assistant': 'AI Assistant',
  '/ai-basic': 'AI Concierge',
  '/service-request': 'Request a Service',
  '/service-history': 'Service History',
  '/request-status': 'Request Status',
  '/life-os': 'Life OS',
  '/ai-journal': 'AI Journal',
  '/personas': 'Personas',
  '/reset': 'Reset',
  '/cross-platform': 'Cross-Platform',
  '/society': 'Society',
  '/relationship': 'Relationship',
  '/human-concierge': 'Human Concierge',
  '/profile': 'Profile',
  /** Not in the spec's table: sign-in security and data rights (issue 26), from the profile. */
  '/security': 'Security & Privacy',
  '/calendar': 'Calendar',
  /** Not in the spec's table: the notification centre (issue 32), from the bell on every screen. */
  '/notifications': 'Notifications',
} as const;

export type MemberRoute = keyof typeof MEMBER_ROUTES;
export const ONBOARDING_ROUTE = '/onboarding';
export const HOME_ROUTE = '/dashboard';
export const AUTH_ROUTE = '/auth';
/** The notification centre's own page (issue 32); a push without a link of its own opens it. */
export const NOTIFICATIONS_ROUTE = '/notifications';
export const DEV_MAILBOX_ROUTE = '/dev/mailbox';
/** Where a password reset e-mail leads: the token rides in the fragment (ADR 050). */
export const PASSWORD_RESET_ROUTE = '/auth/reset';
/** Staff console, provider view and the page behind providers' one-click e-mail links. */
export const STAFF_ROUTE = '/admin';
export const PROVIDER_ROUTE = '/provider';
export const PROVIDER_RESPOND_ROUTE = '/provider/respond';
/** Where a payment provider returns the member (spec 01: reads ?reference=). */
export const PAYMENT_VERIFICATION_ROUTE = '/payment-verification';
/** Aurum's own test-mode checkout, which plays the payment provider when no keys are set. */
export const SANDBOX_CHECKOUT_ROUTE = '/checkout/sandbox';
/** The recipient's private page of a released legacy capsule: /capsule/<token>. */
export const RELEASED_CAPSULE_ROUTE = '/capsule/:token';
const RELEASED_CAPSULE_PATH = /^\/capsule\/[\w-]{43}$/;

/** Who uses a screen outside the member routes. */
export type Audience = 'public' | 'staff' | 'provider';

/**
 * The screens outside the public and the member routes: who uses them and the page's own name in
 * the browser title (page-titles.ts). Every screen of the app is in PUBLIC_ROUTES, MEMBER_ROUTES or
 * here (a test of app/screens.ts holds to it), so the browser tests' layout check opens each of them.
 */
const STANDALONE_PAGES = {
  [DEV_MAILBOX_ROUTE]: { audience: 'public', name: 'Dev Mailbox' },
  [STAFF_ROUTE]: { audience: 'staff', name: 'Staff Console' },
  [PROVIDER_ROUTE]: { audience: 'provider', name: 'Provider' },
  [PROVIDER_RESPOND_ROUTE]: { audience: 'public', name: 'Answer a Request' },
  [SANDBOX_CHECKOUT_ROUTE]: { audience: 'public', name: 'Test Checkout' },
  [RELEASED_CAPSULE_ROUTE]: { audience: 'public', name: 'Legacy Capsule' },
  [PASSWORD_RESET_ROUTE]: { audience: 'public', name: 'Reset Password' },
} as const satisfies Record<string, { audience: Audience; name: string }>;

export type StandaloneRoute = keyof typeof STANDALONE_PAGES;
const standalone = Object.entries(STANDALONE_PAGES) as [
  StandaloneRoute,
  (typeof STANDALONE_PAGES)[StandaloneRoute],
][];

/** The standalone screens with who uses them. */
export const STANDALONE_ROUTES = Object.fromEntries(
  standalone.map(([route, { audience }]) => [route, audience]),
) as Readonly<Record<StandaloneRoute, Audience>>;

/** The standalone screens with the page's own name in the browser title. */
export const STANDALONE_PAGE_NAMES = Object.fromEntries(
  standalone.map(([route, { name }]) => [route, name]),
) as Readonly<Record<StandaloneRoute, string>>;

/** Routes whose addresses are known only in one form (a capsule's token is 43 characters). */
const ROUTE_ADDRESSES: Partial<Record<StandaloneRoute, RegExp>> = {
  [RELEASED_CAPSULE_ROUTE]: RELEASED_CAPSULE_PATH,
};

/** Whether an address's path is this route's: `:name` in the route stands for one segment. */
export function routeMatches(route: string, pathname: string): boolean {
  const pattern = route.replace(/:[^/]+/g, '[^/]+').replace(/\/$/, '');
  return new RegExp(`^${pattern}/?$`).test(pathname);
}

export function isKnownRoute(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (
    (PUBLIC_ROUTES as readonly string[]).includes(clean) ||
    clean in MEMBER_ROUTES ||
    standalone.some(([route]) => ROUTE_ADDRESSES[route]?.test(clean) ?? route === clean)
  );
}

/** Where a signed-in person belongs: staff in the console, providers in their view, members home. */
export function homeRouteFor(role: string | undefined): string {
  if (role === 'staff') return STAFF_ROUTE;
  if (role === 'provider') return PROVIDER_ROUTE;
  return HOME_ROUTE;
}
