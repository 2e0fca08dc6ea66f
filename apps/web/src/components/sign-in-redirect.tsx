import { AUTH_ROUTE } from '@aurum/shared/routes';
import { Navigate, useLocation } from 'react-router';
import { addressOf, withReturnAddress } from '../lib/return-address';

/**
 * Sends a signed-out visitor of a gated page to /auth, replacing the history entry, with the
 * address they opened (path, query and hash) to return to once signed in. `returnTo` overrides
 * it (e.g. /onboarding passes on the address it was itself given).
 */
export function SignInRedirect({ returnTo }: { returnTo?: string | null }) {
  const location = useLocation();
  const target = returnTo === undefined ? addressOf(location) : returnTo;
  return <Navigate to={withReturnAddress(AUTH_ROUTE, target)} replace />;
}
