import type { FirstScreenRead } from '@aurum/shared/first-screen';
import {
  AUTH_ROUTE,
  DEV_MAILBOX_ROUTE,
  HOME_ROUTE,
  ONBOARDING_ROUTE,
  PASSWORD_RESET_ROUTE,
  PAYMENT_VERIFICATION_ROUTE,
  PROVIDER_RESPOND_ROUTE,
  PROVIDER_ROUTE,
  RELEASED_CAPSULE_ROUTE,
  routeMatches,
  SANDBOX_CHECKOUT_ROUTE,
  STAFF_ROUTE,
  type MemberRoute,
  type PUBLIC_ROUTES,
  type StandaloneRoute,
} from '@aurum/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ScreenReads } from './screen-reads';

/** What a screen's reads are made of: the app's reads, the member and the address's query. */
export interface ScreenReadContext {
  reads: ScreenReads;
  userId: string;
  params: URLSearchParams;
}

/**
 * One screen of the app (ADR 044): everything that lists screens derives from this table (the
 * router, the early start of a screen's code and data, the server's first screens, the pages'
 * preloads and the bundle budget). This module is in every page's first load (the entry's), so
 * it holds no screen code and no reads itself: code is an `import()`, and reads come in as
 * `context.reads` (screen-reads.ts, in the app's chunk).
 */
export interface Screen {
  /** Its path in the route table (@aurum/shared/routes). */
  route: MemberRoute | StandaloneRoute | Exclude<(typeof PUBLIC_ROUTES)[number], '/'>;
  /** Its component, loaded on first visit (the build reads this `import()` for the preloads). */
  code: () => Promise<ComponentType>;
  /**
   * The queries it makes on arrival, started with the session before the app's first render
   * (ADR 026), with the screen's own query options so nothing is asked twice.
   */
  prefetch?: (client: QueryClient, context: ScreenReadContext) => unknown;
  /**
   * Where the server renders it for a signed-in member (ADR 031): every read its first render
   * shows, the onboarding status first (the gate in front of every member screen reads it), or
   * undefined when this address is not rendered on the server.
   */
  firstScreen?: (context: ScreenReadContext) => FirstScreenRead[] | undefined;
}

/** The screens, in the order the router lists those outside the onboarding gate. */
export const SCREENS: readonly Screen[] = [
  {
    route: AUTH_ROUTE,
    code: async () => (await import('../features/auth/components/auth-page')).AuthPage,
  },
  {
    route: PASSWORD_RESET_ROUTE,
    code: async () =>
      (await import('../features/auth/components/password-reset-page')).PasswordResetPage,
  },
  {
    route: PAYMENT_VERIFICATION_ROUTE,
    code: async () =>
      (await import('../features/payment-verification/components/payment-verification-page'))
        .PaymentVerificationPage,
  },
  {
    route: RELEASED_CAPSULE_ROUTE,
    code: async () =>
      (await import('../features/legacy-capsules/components/released-capsule-page'))
        .ReleasedCapsulePage,
  },
  {
    route: SANDBOX_CHECKOUT_ROUTE,
    code: async () =>
      (await import('../features/sandbox-checkout/components/sandbox-checkout-page'))
        .SandboxCheckoutPage,
  },
  {
    route: DEV_MAILBOX_ROUTE,
    code: async () => (await import('../features/dev-mailbox/components/mailbox-page')).MailboxPage,
  },
  {
    route: PROVIDER_RESPOND_ROUTE,
    code: async () =>
      (await import('../features/provider-portal/components/provider-respond-page'))
        .ProviderRespondPage,
  },
  {
    route: PROVIDER_ROUTE,
    code: async () =>
      (await import('../features/provider-portal/components/provider-portal-route'))
        .ProviderPortalRoute,
  },
  {
    route: STAFF_ROUTE,
    code: async () => (await import('../features/admin/components/admin-page')).AdminPage,
  },
  {
    route: ONBOARDING_ROUTE,
    code: async () =>
      (await import('../features/onboarding/components/onboarding-page')).OnboardingPage,
  },
  {
    route: HOME_ROUTE,
    code: async () =>
      (await import('../features/dashboard/components/dashboard-page')).DashboardPage,
    prefetch: (client, { reads, userId }) => [
      client.prefetchQuery(reads.recentServiceRequestsQuery(userId)),
      client.prefetchQuery(reads.profileQuery(userId)),
    ],
    firstScreen: ({ reads, userId }) => [
      reads.onboardingStatusRead(userId),
      reads.profileRead(userId),
      reads.recentServiceRequestsRead(userId),
    ],
  },
  {
    route: '/profile',
    code: async () => (await import('../features/profile/components/profile-page')).ProfilePage,
  },
  {
    route: '/security',
    code: async () =>
      (await import('../features/account-security/components/security-page')).SecurityPage,
  },
  {
    route: '/notifications',
    code: async () =>
      (await import('../features/notifications/components/notifications-page')).NotificationsPage,
  },
  {
    route: '/calendar',
    code: async () => (await import('../features/calendar/components/calendar-page')).CalendarPage,
  },
  {
    route: '/service-request',
    code: async () =>
      (await import('../features/requests/components/service-request-page')).ServiceRequestPage,
  },
  {
    route: '/service-history',
    code: async () =>
      (await import('../features/requests/components/service-history-page')).ServiceHistoryPage,
  },
  {
    route: '/request-status',
    code: async () =>
      (await import('../features/requests/components/request-status-page')).RequestStatusPage,
    prefetch: (client, { reads, userId, params }) =>
      client.prefetchInfiniteQuery(
        reads.requestStatusPagesQuery(userId, reads.requestFilterOf(params)),
      ),
    firstScreen: ({ reads, userId, params }) => [
      reads.onboardingStatusRead(userId),
      reads.requestStatusFirstPageRead(userId, reads.requestFilterOf(params)),
    ],
  },
  {
    route: '/ai-basic',
    code: async () => (await import('../features/chat/components/ai-basic-page')).AiBasicPage,
  },
  {
    route: '/ai-assistant',
    code: async () =>
      (await import('../features/chat/components/ai-assistant-page')).AiAssistantPage,
  },
  {
    route: '/membership',
    code: async () =>
      (await import('../features/membership/components/membership-page')).MembershipPage,
  },
  {
    route: '/vault',
    code: async () => (await import('../features/vault/components/vault-page')).VaultPage,
  },
  {
    route: '/marketplace',
    code: async () =>
      (await import('../features/marketplace/components/marketplace-page')).MarketplacePage,
    // The browse tab only: a provider's page and the other tabs load their own data.
    prefetch: (client, { reads, params }) => {
      if (!reads.showsBrowseList(params)) return;
      return [
        client.prefetchInfiniteQuery(reads.marketplaceProvidersQuery(reads.filtersOf(params))),
        client.prefetchQuery(reads.marketplaceCategoriesQuery()),
        client.prefetchQuery(reads.marketplaceStatsQuery()),
      ];
    },
    firstScreen: ({ reads, userId, params }) => {
      if (!reads.showsBrowseList(params)) return undefined;
      return [
        reads.onboardingStatusRead(userId),
        reads.marketplaceProvidersFirstPageRead(reads.filtersOf(params)),
        reads.marketplaceCategoriesRead(),
        reads.marketplaceStatsRead(),
      ];
    },
  },
  {
    route: '/ai-journal',
    code: async () => (await import('../features/journal/components/journal-page')).JournalPage,
    // Every tab shows the mood-aware card (trends, tier); the Entries tab its first page.
    prefetch: (client, { reads, userId, params }) => [
      client.prefetchQuery(reads.moodTrendsQuery(userId)),
      client.prefetchQuery(reads.profileQuery(userId)),
      reads.journalTabOf(params) === 'entries' &&
        client.prefetchInfiniteQuery(reads.journalEntriesQuery(userId)),
    ],
  },
  {
    route: '/life-os',
    code: async () => (await import('../features/life-os/components/life-os-page')).LifeOsPage,
    // The open tab's reads: the overview shows the report, routines and goals.
    prefetch: (client, { reads, userId, params }) => {
      const tab = reads.lifeOsTabOf(params);
      return [
        ['overview', 'insights'].includes(tab) &&
          client.prefetchQuery(reads.lifeReportQuery(userId)),
        ['overview', 'goals'].includes(tab) && client.prefetchQuery(reads.goalsQuery(userId)),
        ['overview', 'routines'].includes(tab) && client.prefetchQuery(reads.routinesQuery(userId)),
        tab === 'smart-home' && client.prefetchQuery(reads.smartHomeQuery(userId)),
      ];
    },
  },
  {
    route: '/lifestyle',
    code: async () =>
      (await import('../features/lifestyle/components/lifestyle-page')).LifestylePage,
    prefetch: (client, { reads, userId }) => [
      client.prefetchQuery(reads.moodTrendsQuery(userId)),
      client.prefetchQuery(reads.profileQuery(userId)),
      client.prefetchQuery(reads.routinesQuery(userId)),
      client.prefetchQuery(reads.personasQuery(userId)),
    ],
  },
  {
    route: '/personas',
    code: async () => (await import('../features/personas/components/personas-page')).PersonasPage,
    prefetch: (client, { reads, userId }) => client.prefetchQuery(reads.personasQuery(userId)),
  },
  {
    route: '/reset',
    code: async () => (await import('../features/reset/components/reset-page')).ResetPage,
    prefetch: (client, { reads, userId }) => [
      client.prefetchQuery(reads.resetSettingsQuery(userId)),
      client.prefetchQuery(reads.resetSessionsQuery(userId)),
    ],
  },
  {
    route: '/human-concierge',
    code: async () =>
      (await import('../features/human-concierge/components/human-concierge-page'))
        .HumanConciergePage,
    // The assistants decide between the tabs and the upgrade prompt.
    prefetch: (client, { reads, userId }) => client.prefetchQuery(reads.assistantsQuery(userId)),
  },
  {
    route: '/society',
    code: async () => (await import('../features/society/components/society-page')).SocietyPage,
    // The open tab's read, and the profile for the tier badge.
    prefetch: (client, { reads, userId, params }) => [
      client.prefetchQuery(reads.profileQuery(userId)),
      client.prefetchQuery(reads.societyTabQuery(userId, reads.societyTabOf(params))),
    ],
  },
  {
    route: '/relationship',
    code: async () =>
      (await import('../features/relationship/components/relationship-page')).RelationshipPage,
    // Every tab starts from the member's link (the space's id); the tabs read their own rows.
    prefetch: (client, { reads, userId }) => client.prefetchQuery(reads.relationshipQuery(userId)),
  },
  {
    route: '/cross-platform',
    code: async () =>
      (await import('../features/cross-platform/components/cross-platform-page')).CrossPlatformPage,
    prefetch: (client, { reads, userId }) => client.prefetchQuery(reads.platformsQuery(userId)),
  },
];

/** The route paths that have a screen (handed to features as lib/screen-routes' context). */
export const SCREEN_ROUTES: ReadonlySet<string> = new Set(SCREENS.map((screen) => screen.route));

/** The screen of this route path, if the app has one. */
export const screenAt = (route: string): Screen | undefined =>
  SCREENS.find((screen) => screen.route === route);

/** The screen this address opens, if it has one of its own (`:name` matches one segment). */
export const screenOf = (pathname: string): Screen | undefined =>
  SCREENS.find((screen) => routeMatches(screen.route, pathname));

/** Starts loading the screen of this address, if it has one of its own. */
export function preloadScreen(pathname: string): void {
  void screenOf(pathname)
    ?.code()
    .catch(() => undefined);
}
