import {
  AUTH_ROUTE,
  DEV_MAILBOX_ROUTE,
  HOME_ROUTE,
  ONBOARDING_ROUTE,
  PAYMENT_VERIFICATION_ROUTE,
  PROVIDER_RESPOND_ROUTE,
  PROVIDER_ROUTE,
  RELEASED_CAPSULE_ROUTE,
  routeMatches,
  SANDBOX_CHECKOUT_ROUTE,
  STAFF_ROUTE,
} from '@aurum/shared/routes';
import type { ComponentType } from 'react';

type Screen = () => Promise<ComponentType>;

/**
 * Each screen's code, loaded on first visit. The router's lazy routes load them from here, and
 * main.ts starts the one of the address being opened together with the app (ADR 022), so the
 * screen's code does not wait for the router's.
 */
export const SCREENS: Readonly<Record<string, Screen>> = {
  [AUTH_ROUTE]: async () => (await import('../features/auth/components/auth-page')).AuthPage,
  [PAYMENT_VERIFICATION_ROUTE]: async () =>
    (await import('../features/payment-verification/components/payment-verification-page'))
      .PaymentVerificationPage,
  [RELEASED_CAPSULE_ROUTE]: async () =>
    (await import('../features/legacy-capsules/components/released-capsule-page'))
      .ReleasedCapsulePage,
  [SANDBOX_CHECKOUT_ROUTE]: async () =>
    (await import('../features/sandbox-checkout/components/sandbox-checkout-page'))
      .SandboxCheckoutPage,
  [DEV_MAILBOX_ROUTE]: async () =>
    (await import('../features/dev-mailbox/components/mailbox-page')).MailboxPage,
  [PROVIDER_RESPOND_ROUTE]: async () =>
    (await import('../features/provider-portal/components/provider-respond-page'))
      .ProviderRespondPage,
  [PROVIDER_ROUTE]: async () =>
    (await import('../features/provider-portal/components/provider-portal-route'))
      .ProviderPortalRoute,
  [STAFF_ROUTE]: async () => (await import('../features/admin/components/admin-page')).AdminPage,
  [ONBOARDING_ROUTE]: async () =>
    (await import('../features/onboarding/components/onboarding-page')).OnboardingPage,
  [HOME_ROUTE]: async () =>
    (await import('../features/dashboard/components/dashboard-page')).DashboardPage,
  '/profile': async () => (await import('../features/profile/components/profile-page')).ProfilePage,
  '/calendar': async () =>
    (await import('../features/calendar/components/calendar-page')).CalendarPage,
  '/service-request': async () =>
    (await import('../features/requests/components/service-request-page')).ServiceRequestPage,
  '/service-history': async () =>
    (await import('../features/requests/components/service-history-page')).ServiceHistoryPage,
  '/request-status': async () =>
    (await import('../features/requests/components/request-status-page')).RequestStatusPage,
  '/ai-basic': async () => (await import('../features/chat/components/ai-basic-page')).AiBasicPage,
  '/ai-assistant': async () =>
    (await import('../features/chat/components/ai-assistant-page')).AiAssistantPage,
  '/membership': async () =>
    (await import('../features/membership/components/membership-page')).MembershipPage,
  '/vault': async () => (await import('../features/vault/components/vault-page')).VaultPage,
  '/marketplace': async () =>
    (await import('../features/marketplace/components/marketplace-page')).MarketplacePage,
};

/** The route path of the screen this address opens, if it has one of its own. */
export function screenRouteOf(pathname: string): string | undefined {
  return Object.keys(SCREENS).find((path) => routeMatches(path, pathname));
}

/** Starts loading the screen of this address, if it has one of its own. */
export function preloadScreen(pathname: string): void {
  const route = screenRouteOf(pathname);
  const load = route && SCREENS[route];
  if (load) void load().catch(() => undefined);
}
