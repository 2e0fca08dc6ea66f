import { MEMBER_ROUTES, type MemberRoute } from '@aurum/shared/routes';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { LoadingScreen } from '../components/ui/loading-screen';
import { LandingRoute } from '../features/landing/components/landing-route';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { MemberLayout } from './member-layout';
import { OnboardingGate } from './onboarding-gate';
import { RootLayout } from './root-layout';
import { SCREENS, screenAt } from './screens';

/** Screens whose code is already here, by route path: rendered at once, not loaded lazily. */
type LoadedScreens = Readonly<Record<string, ComponentType>>;

const lazyScreen =
  (path: string): RouteObject['lazy'] =>
  async () => {
    const screen = screenAt(path);
    if (!screen) throw new Error(`No screen for ${path}`);
    return { Component: await screen.code() };
  };

/** Whether a route is behind sign-in and the onboarding gate. */
const isMemberRoute = (route: string) => Object.hasOwn(MEMBER_ROUTES, route);

/**
 * The route table of spec 01 section 2, from the screens' descriptors (screens.ts): member routes
 * without a screen yet show a placeholder. A screen already loaded is rendered at once: a first
 * screen from the server (ADR 031) must not be replaced by the loading screen while its code loads.
 */
export function appRoutes(loaded: LoadedScreens = {}): RouteObject[] {
  const screen = (path: string): RouteObject => {
    const Component = loaded[path];
    return Component ? { path, Component } : { path, lazy: lazyScreen(path) };
  };
  const memberRoutes = (Object.entries(MEMBER_ROUTES) as [MemberRoute, string][]).map(
    ([path, title]): RouteObject =>
      screenAt(path) ? screen(path) : { path, element: <PlaceholderPage title={title} /> },
  );
  return [
    {
      element: <RootLayout />,
      // Shown while the code of a lazily loaded first screen arrives.
      hydrateFallbackElement: <LoadingScreen />,
      children: [
        { path: '/', element: <LandingRoute /> },
        // Public pages, providers' and staff's stand outside the onboarding gate (staff signed
        // out -> /auth, other roles see "Staff only").
        ...SCREENS.filter(({ route }) => !isMemberRoute(route)).map(({ route }) => screen(route)),
        {
          element: <OnboardingGate />,
          children: [{ element: <MemberLayout />, children: memberRoutes }],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export const createAppRouter = (loaded?: LoadedScreens) => createBrowserRouter(appRoutes(loaded));
