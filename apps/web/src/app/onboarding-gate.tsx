import { HOME_ROUTE, ONBOARDING_ROUTE } from '@aurum/shared/routes';
import { Navigate, Outlet, useLocation } from 'react-router';
import { SignInRedirect } from '../components/sign-in-redirect';
import { LoadingScreen } from '../components/ui/loading-screen';
import { useAuth } from '../features/auth/hooks/use-auth';
import { useOnboardingStatus } from '../features/onboarding/api/get-onboarding-status';
import { addressOf, useReturnAddress, withReturnAddress } from '../lib/return-address';

/**
 * Guards every member route (spec 01 section 4): sign-in first, then onboarding. A failed
 * status check counts as needing onboarding. The address the member opened goes along to /auth
 * and /onboarding, and they end there once signed in and onboarded.
 */
export function OnboardingGate() {
  const { user, loading } = useAuth();
  const location = useLocation();
  const status = useOnboardingStatus(user?.id);
  const atOnboarding = location.pathname === ONBOARDING_ROUTE;
  const passedOn = useReturnAddress();
  // At /onboarding the address to end at is the one it was given; elsewhere, the page itself.
  const returnTo = atOnboarding ? passedOn : addressOf(location);

  if (loading) return <LoadingScreen />;
  if (!user) return <SignInRedirect returnTo={returnTo} />;
  if (status.isPending) return <LoadingScreen />;

  const needsOnboarding = status.isError || status.data.needs_onboarding;
  if (needsOnboarding && !atOnboarding) {
    return <Navigate to={withReturnAddress(ONBOARDING_ROUTE, returnTo)} replace />;
  }
  if (!needsOnboarding && atOnboarding) return <Navigate to={returnTo ?? HOME_ROUTE} replace />;
  return <Outlet />;
}
