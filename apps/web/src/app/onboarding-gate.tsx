import { AUTH_ROUTE, HOME_ROUTE, ONBOARDING_ROUTE } from '@aurum/shared/routes';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen';
import { useAuth } from '../features/auth/hooks/use-auth';
import { useOnboardingStatus } from '../features/onboarding/api/get-onboarding-status';

/**
 * Guards every member route (spec 01 section 4): sign-in first, then onboarding. A failed
 * status check counts as needing onboarding.
 */
export function OnboardingGate() {
  const { user, loading } = useAuth();
  const { pathname } = useLocation();
  const status = useOnboardingStatus(user?.id);

  if (loading) return <LoadingScreen />;
  if (!user) return <Navigate to={AUTH_ROUTE} replace />;
  if (status.isPending) return <LoadingScreen />;

  const needsOnboarding = status.isError || status.data.needs_onboarding;
  const atOnboarding = pathname === ONBOARDING_ROUTE;
  if (needsOnboarding && !atOnboarding) return <Navigate to={ONBOARDING_ROUTE} replace />;
  if (!needsOnboarding && atOnboarding) return <Navigate to={HOME_ROUTE} replace />;
  return <Outlet />;
}
