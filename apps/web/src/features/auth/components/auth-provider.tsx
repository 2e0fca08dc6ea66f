import { REFRESH_TICK_MS } from '@aurum/shared/auth/auth-rules';
import type { AuthUser, Session } from '@aurum/shared/auth/session';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { refreshSession } from '../../../lib/api-client';
import { onboardingKeys } from '../../../lib/query-keys';
import { sessionStore } from '../../../lib/session-store';
import { restoreSession } from '../api/restore-session';
import { signOut } from '../api/sign-out';
import { AuthContext, type AuthContextValue, type AuthState } from '../utils/auth-context';
import { shouldRefresh } from '../utils/refresh-timing';

function refreshIfDue() {
  const session = sessionStore.get();
  if (!session || !shouldRefresh(session.expires_at)) return;
  refreshSession().catch((error: unknown) => {
    // Still unreachable after the back-off: keep the session and try again on the next tick.
    console.warn('Session refresh failed; retrying on the next tick', error);
  });
}

/**
 * The session answer says whether the member must onboard, so the gate asks nothing more.
 * Onboarding once done stays done: an answer that raced its completion is ignored.
 */
function keepOnboardingStatus(queryClient: QueryClient, session: Session | null) {
  if (session?.needs_onboarding === undefined) return;
  const key = onboardingKeys.status(session.user.id);
  const known = queryClient.getQueryData<{ needs_onboarding: boolean }>(key);
  if (!known || known.needs_onboarding) {
    queryClient.setQueryData(key, { needs_onboarding: session.needs_onboarding });
  }
}

/**
 * Holds the member's session for the whole app and keeps its access token fresh. `restoring` is
 * the session restore main.ts started with the page (ADR 022); without it the provider starts one.
 * `knownUser` is the member the server rendered the first screen for (ADR 031): the screens show
 * them at once while the session (the token) is restored; a restore that finds none signs out.
 */
export function AuthProvider({
  children,
  restoring,
  knownUser,
}: {
  children: ReactNode;
  restoring?: Promise<void>;
  knownUser?: AuthUser;
}) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>(() => {
    const session = sessionStore.get();
    // A restore that finished before this provider mounted: the gate, which reads the status in
    // its first render, must find it there, or it asks the server again.
    keepOnboardingStatus(queryClient, session);
    // The first screen's member is shown at once; the session restore's end decides.
    if (knownUser) return { session, user: session?.user ?? knownUser, loading: false };
    return { session, user: session?.user ?? null, loading: true };
  });

  useEffect(
    () =>
      sessionStore.subscribe((event, session) => {
        // Nothing cached for one member may be shown to the next one on this device (a reset
        // link may open another member's session on a device still signed in).
        if (event === 'SIGNED_OUT' || event === 'PASSWORD_RECOVERY') queryClient.clear();
        keepOnboardingStatus(queryClient, session);
        setState({ session, user: session?.user ?? null, loading: false });
      }),
    [queryClient],
  );

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // A restore that finished before this provider listened has no event left to hear.
    void (restoring ?? restoreSession()).then(() => {
      const session = sessionStore.get();
      keepOnboardingStatus(queryClient, session);
      const user = session?.user ?? null;
      // Also a first screen's member (ADR 031) whose restore found no session: signed out.
      setState((current) =>
        !current.loading && current.session === session && current.user === user
          ? current
          : { session, user, loading: false },
      );
    });
  }, [restoring, queryClient]);

  useEffect(() => {
    const timer = window.setInterval(refreshIfDue, REFRESH_TICK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') refreshIfDue();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  const value = useMemo<AuthContextValue>(() => ({ ...state, signOut: () => signOut() }), [state]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
