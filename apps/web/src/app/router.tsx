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
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { LoadingScreen } from '../components/ui/loading-screen';
import { LandingRoute } from '../features/landing/components/landing-route';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { OnboardingGate } from './onboarding-gate';
import { RootLayout } from './root-layout';
import { SCREENS } from './screens';

/** Screens whose code is already here, by route path: rendered at once, not loaded lazily. */
type LoadedScreens = Readonly<Record<string, ComponentType>>;

const lazyScreen =
  (path: string): RouteObject['lazy'] =>
  async () => {
    const load = SCREENS[path];
    if (!load) throw new Error(`No screen for ${path}`);
    return { Component: await load() };
  };

/** Screens of MEMBER_ROUTES built so far, loaded on first visit; the rest show a placeholder. */
const BUILT = new Set<string>(Object.keys(SCREENS));

/**
 * The route table of spec 01 section 2. A screen already loaded is rendered at once: a first
 * screen from the server (ADR 031) must not be replaced by the loading screen while its code loads.
 */
export function appRoutes(loaded: LoadedScreens = {}): RouteObject[] {
  const screen = (path: string): RouteObject => {
    const Component = loaded[path];
    return Component ? { path, Component } : { path, lazy: lazyScreen(path) };
  };
  const memberRoutes = (Object.entries(MEMBER_ROUTES) as [MemberRoute, string][]).map(
    ([path, title]): RouteObject =>
      BUILT.has(path) ? screen(path) : { path, element: <PlaceholderPage title={title} /> },
  );
  return [
    {
      element: <RootLayout />,
      // Shown while the code of a lazily loaded first screen arrives.
      hydrateFallbackElement: <LoadingScreen />,
      children: [
        { path: '/', element: <LandingRoute /> },
        screen(AUTH_ROUTE),
        screen(PAYMENT_VERIFICATION_ROUTE),
        screen(RELEASED_CAPSULE_ROUTE),
        screen(SANDBOX_CHECKOUT_ROUTE),
        screen(DEV_MAILBOX_ROUTE),
        // Providers are not members: their pages stand outside the onboarding gate.
        screen(PROVIDER_RESPOND_ROUTE),
        screen(PROVIDER_ROUTE),
        // Staff are not members either: signed out -> /auth, other roles see "Staff only".
        screen(STAFF_ROUTE),
        { element: <OnboardingGate />, children: memberRoutes },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export const createAppRouter = (loaded?: LoadedScreens) => createBrowserRouter(appRoutes(loaded));
