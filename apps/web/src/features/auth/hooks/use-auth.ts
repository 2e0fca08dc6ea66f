import { USE_AUTH_OUTSIDE_PROVIDER } from '@aurum/shared/auth/auth-messages';
import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from '../utils/auth-context';

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(USE_AUTH_OUTSIDE_PROVIDER);
  return value;
}
