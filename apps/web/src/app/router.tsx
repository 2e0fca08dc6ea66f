import {
  AUTH_ROUTE,
  DEV_MAILBOX_ROUTE,
  MEMBER_ROUTES,
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
import { LandingRoute } from '../features/landing/components/landing-route';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { OnboardingGate } from './onboarding-gate';
import { RootLayout } from './root-layout';
import { SCREENS } from './screens';

const screen =
  (path: string): RouteObject['lazy'] =>
  async () => {
    const load = SCREENS[path];
    if (!load) throw new Error(`No screen for ${path}`);
    return { Component: await load() };
  };

/** Screens of MEMBER_ROUTES built so far, loaded on first visit; the rest show a placeholder. */
const BUILT = new Set<string>(Object.keys(SCREENS));
const memberRoutes: RouteObject[] = (Object.entries(MEMBER_ROUTES) as [MemberRoute, string][]).map(
  ([path, title]) => {
    return BUILT.has(path)
      ? { path, lazy: screen(path) }
      : { path, element: <PlaceholderPage title={title} /> };
  },
);

/** The route table of spec 01 section 2. */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while the code of a lazily loaded first screen arrives.
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { path: '/', element: <LandingRoute /> },
      {
        path: AUTH_ROUTE,
        lazy: screen(AUTH_ROUTE),
      },
      {
        path: PAYMENT_VERIFICATION_ROUTE,
        lazy: screen(PAYMENT_VERIFICATION_ROUTE),
      },
      {
        path: RELEASED_CAPSULE_ROUTE,
        lazy: screen(RELEASED_CAPSULE_ROUTE),
      },
      {
        path: SANDBOX_CHECKOUT_ROUTE,
        lazy: screen(SANDBOX_CHECKOUT_ROUTE),
      },
      {
        path: DEV_MAILBOX_ROUTE,
        lazy: screen(DEV_MAILBOX_ROUTE),
      },
      // Providers are not members: their pages stand outside the onboarding gate.
      {
        path: PROVIDER_RESPOND_ROUTE,
        lazy: screen(PROVIDER_RESPOND_ROUTE),
      },
      {
        path: PROVIDER_ROUTE,
        lazy: screen(PROVIDER_ROUTE),
      },
      // Staff are not members either: signed out -> /auth, other roles see "Staff only".
      {
        path: STAFF_ROUTE,
        lazy: screen(STAFF_ROUTE),
      },
      { element: <OnboardingGate />, children: memberRoutes },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
