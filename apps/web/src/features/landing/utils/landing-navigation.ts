import { createContext } from 'react';

/**
 * How the landing page moves on (ADR 022). The landing page is the one screen that starts without
 * the app's router: in its own shell, `navigate` loads the app and hands it the address; inside
 * the app, the router's navigate is provided instead. `prefetch` warms the app's code when a link
 * is about to be used.
 */
export interface LandingNavigation {
  navigate: (to: string) => void;
  prefetch: () => void;
}

export const LandingNavigationContext = createContext<LandingNavigation>({
  navigate: (to) => window.location.assign(to),
  prefetch: () => undefined,
});
