import { useMemo, useRef } from 'react';
import { SkipLink } from '../components/skip-link';
import { LandingPage } from '../features/landing/components/landing-page';
import { LandingNavigationContext } from '../features/landing/utils/landing-navigation';

/**
 * The landing page on its own (ADR 022): no router, no session, no API, so a first visit loads
 * only React and this page. A link into the app loads the app once and hands it the address.
 */
export function LandingShell({
  prefetch,
  enterApp,
}: {
  prefetch: () => void;
  enterApp: (to: string) => void;
}) {
  const entered = useRef(false);
  const navigation = useMemo(
    () => ({
      prefetch,
      navigate: (to: string) => {
        if (to === window.location.pathname || entered.current) return;
        entered.current = true;
        enterApp(to);
      },
    }),
    [prefetch, enterApp],
  );
  return (
    <LandingNavigationContext.Provider value={navigation}>
      <SkipLink />
      <LandingPage />
    </LandingNavigationContext.Provider>
  );
}
