import { createContext, useContext } from 'react';

/**
 * The route paths that have a screen of their own (app/screens.ts), as the app hands them down
 * (app/providers.tsx): a feature may offer a way into an area only once the area is built, and
 * offers it by itself the day the area's screen is listed (ADR 061). Features never import the
 * app shell, so the set comes through this context. Empty outside the app (tests set their own).
 */
export const ScreenRoutes = createContext<ReadonlySet<string>>(new Set());

/** Whether this route path opens a screen of its own rather than the placeholder. */
export function useHasScreen(route: string): boolean {
  return useContext(ScreenRoutes).has(route);
}
