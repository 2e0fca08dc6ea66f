import {
  AUTH_ROUTE,
  DEV_MAILBOX_ROUTE,
  HOME_ROUTE,
  MEMBER_ROUTES,
  ONBOARDING_ROUTE,
  PAYMENT_VERIFICATION_ROUTE,
  PROVIDER_RESPOND_ROUTE,
  PROVIDER_ROUTE,
  RELEASED_CAPSULE_ROUTE,
  SANDBOX_CHECKOUT_ROUTE,
  STAFF_ROUTE,
  type MemberRoute,
} from '@aurum/shared/routes';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { LoadingScreen } from '../components/ui/loading-screen';
import { LandingPage } from '../features/landing/components/landing-page';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { OnboardingGate } from './onboarding-gate';
import { RootLayout } from './root-layout';

/** Screens of MEMBER_ROUTES built so far, loaded on first visit; the rest show a placeholder. */
const BUILT: Partial<Record<MemberRoute, RouteObject['lazy']>> = {
  [ONBOARDING_ROUTE]: async () => ({
    Component: (await import('../features/onboarding/components/onboarding-page')).OnboardingPage,
  }),
  [HOME_ROUTE]: async () => ({
    Component: (await import('../features/dashboard/components/dashboard-page')).DashboardPage,
  }),
  '/profile': async () => ({
    Component: (await import('../features/profile/components/profile-page')).ProfilePage,
  }),
  '/calendar': async () => ({
    Component: (await import('../features/calendar/components/calendar-page')).CalendarPage,
  }),
  '/service-request': async () => ({
    Component: (await import('../features/requests/components/service-request-page'))
      .ServiceRequestPage,
  }),
  '/service-history': async () => ({
    Component: (await import('../features/requests/components/service-history-page'))
      .ServiceHistoryPage,
  }),
  '/request-status': async () => ({
    Component: (await import('../features/requests/components/request-status-page'))
      .RequestStatusPage,
  }),
  '/ai-basic': async () => ({
    Component: (await import('../features/chat/components/ai-basic-page')).AiBasicPage,
  }),
  '/ai-assistant': async () => ({
    Component: (await import('../features/chat/components/ai-assistant-page')).AiAssistantPage,
  }),
  '/membership': async () => ({
    Component: (await import('../features/membership/components/membership-page')).MembershipPage,
  }),
  '/vault': async () => ({
    Component: (await import('../features/vault/components/vault-page')).VaultPage,
  }),
  '/marketplace': async () => ({
    Component: (await import('../features/marketplace/components/marketplace-page'))
      .MarketplacePage,
  }),
};

const memberRoutes: RouteObject[] = (Object.entries(MEMBER_ROUTES) as [MemberRoute, string][]).map(
  ([path, title]) => {
    const lazy = BUILT[path];
    return lazy ? { path, lazy } : { path, element: <PlaceholderPage title={title} /> };
  },
);

/** The route table of spec 01 section 2. */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while the code of a lazily loaded first screen arrives.
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { path: '/', element: <LandingPage /> },
      {
        path: AUTH_ROUTE,
        lazy: async () => ({
          Component: (await import('../features/auth/components/auth-page')).AuthPage,
        }),
      },
      {
        path: PAYMENT_VERIFICATION_ROUTE,
        lazy: async () => ({
          Component: (
            await import('../features/payment-verification/components/payment-verification-page')
          ).PaymentVerificationPage,
        }),
      },
      {
        path: RELEASED_CAPSULE_ROUTE,
        lazy: async () => ({
          Component: (await import('../features/legacy-capsules/components/released-capsule-page'))
            .ReleasedCapsulePage,
        }),
      },
      {
        path: SANDBOX_CHECKOUT_ROUTE,
        lazy: async () => ({
          Component: (await import('../features/sandbox-checkout/components/sandbox-checkout-page'))
            .SandboxCheckoutPage,
        }),
      },
      {
        path: DEV_MAILBOX_ROUTE,
        lazy: async () => ({
          Component: (await import('../features/dev-mailbox/components/mailbox-page')).MailboxPage,
        }),
      },
      // Providers are not members: their pages stand outside the onboarding gate.
      {
        path: PROVIDER_RESPOND_ROUTE,
        lazy: async () => ({
          Component: (await import('../features/provider-portal/components/provider-respond-page'))
            .ProviderRespondPage,
        }),
      },
      {
        path: PROVIDER_ROUTE,
        lazy: async () => ({
          Component: (await import('../features/provider-portal/components/provider-portal-route'))
            .ProviderPortalRoute,
        }),
      },
      // Staff are not members either: signed out -> /auth, other roles see "Staff only".
      {
        path: STAFF_ROUTE,
        lazy: async () => ({
          Component: (await import('../features/admin/components/admin-page')).AdminPage,
        }),
      },
      { element: <OnboardingGate />, children: memberRoutes },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
