import * as authRoutes from '@aurum/shared/auth/auth-routes';
import type { LogoutScope } from '@aurum/shared/auth/auth-contract';
import { refreshSession } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { sessionStore } from '../../../lib/session-store';
import { shouldRefresh } from '../utils/refresh-timing';

/**
 * POST /auth/v1/logout, then forget the session whatever the answer: a member who asks to sign
 * out is signed out on this device even when the server cannot be reached. An access token about
 * to expire is renewed first, so the server really ends the session (and drops the cookie).
 */
export async function signOut(scope: LogoutScope = 'local'): Promise<void> {
  try {
    const session = sessionStore.get();
    if (session && shouldRefresh(session.expires_at)) await refreshSession();
    if (sessionStore.get()) {
      await callApi(authRoutes.signOut, { query: { scope } });
    }
  } catch (error) {
    console.warn('Sign-out request failed; the session is dropped locally', error);
  } finally {
    sessionStore.set('SIGNED_OUT', null);
  }
}
