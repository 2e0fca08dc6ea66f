import type { Session } from '@aurum/shared/auth/session';

/** The auth events of spec 01 section 4 that this client emits. */
export type AuthEvent = 'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED';
export type SessionListener = (event: AuthEvent, session: Session | null) => void;

/**
 * The current session, kept in memory only (never in localStorage): the access token lives here
 * for the page's lifetime and the refresh token stays in the server's HttpOnly cookie.
 */
let current: Session | null = null;
const listeners = new Set<SessionListener>();

export const sessionStore = {
  get(): Session | null {
    return current;
  },
  set(event: AuthEvent, session: Session | null): void {
    current = session;
    for (const listener of listeners) listener(event, session);
  },
  subscribe(listener: SessionListener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
