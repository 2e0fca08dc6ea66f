import type { Session } from '@aurum/shared/auth/session';

/**
 * The auth events of spec 01 section 4 that this client emits; PASSWORD_RECOVERY comes with the
 * session a password reset link opened (ADR 050); MFA_CHALLENGE_VERIFIED with the session a
 * second factor opened (ADR 052).
 */
export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED';
export type SessionListener = (event: AuthEvent, session: Session | null) => void;

/**
 * The current session, kept in memory only (never in localStorage): the access token lives here
 * for the page's lifetime and the refresh token stays in the server's HttpOnly cookie.
 */
let current: Session | null = null;
const listeners = new Set<SessionListener>();
/** The page's session restore while it runs. */
let restoring: Promise<unknown> | null = null;

export const sessionStore = {
  get(): Session | null {
    return current;
  },
  set(event: AuthEvent, session: Session | null): void {
    current = session;
    for (const listener of listeners) listener(event, session);
  },
  /**
   * Marks the page's session restore as under way: requests that need the session wait for it
   * (a first screen from the server shows the member before their token is back, ADR 031).
   */
  restoring(restore: Promise<unknown>): void {
    restoring = restore;
    const done = () => {
      if (restoring === restore) restoring = null;
    };
    restore.then(done, done);
  },
  isRestoring(): boolean {
    return restoring !== null;
  },
  /** Resolves once no session restore is under way. */
  async restored(): Promise<void> {
    if (restoring) await restoring.catch(() => undefined);
  },
  subscribe(listener: SessionListener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
