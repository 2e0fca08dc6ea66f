import { AUTH_ROUTE } from '@aurum/shared/routes';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from './use-auth';

/** Signs out of this device and goes to /auth; `signingOut` is true while the call runs. */
export function useSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const run = useCallback(async () => {
    setSigningOut(true);
    await signOut();
    setSigningOut(false);
    await navigate(AUTH_ROUTE, { replace: true });
  }, [navigate, signOut]);
  return { signOut: run, signingOut };
}
