import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { LandingNavigationContext } from '../utils/landing-navigation';
import { LandingPage } from './landing-page';

/** The landing page inside the app: its links move with the router. */
export function LandingRoute() {
  const navigate = useNavigate();
  const navigation = useMemo(
    () => ({ navigate: (to: string) => void navigate(to), prefetch: () => undefined }),
    [navigate],
  );
  return (
    <LandingNavigationContext.Provider value={navigation}>
      <LandingPage />
    </LandingNavigationContext.Provider>
  );
}
