import type { AuthUser, Session } from '@aurum/shared/auth/session';
import { createContext } from 'react';

export interface AuthState {
  user: AuthUser | null;
  session: Session | null;
  /** True until the session of the page load is known. */
  loading: boolean;
}

export interface AuthContextValue extends AuthState {
  /** Ends this device's session (scope local) and forgets it. */
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
