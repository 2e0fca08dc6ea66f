import type { AuthUser } from '@aurum/shared/auth/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { afterFirstScreen } from '../lib/after-first-screen';
import { isApiError } from '../lib/api-error';
import { ScreenRoutes } from '../lib/screen-routes';
import { onFirstToast } from '../lib/toast';
import { SCREEN_ROUTES } from './screens';
import { useLiveUpdates } from './use-live-updates';

const Toaster = lazy(async () => ({
  default: (await import('../components/ui/toaster')).Toaster,
}));

/**
 * Toasts follow actions on screens, never the first paint: sonner and the Toaster load once the
 * first screen has settled, or at the first toast if that comes sooner (ADR 022, ADR 027).
 */
function LaterToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    const cancel = afterFirstScreen(want);
    const unsubscribe = onFirstToast(want);
    return () => {
      cancel();
      unsubscribe();
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Answers the server refused (4xx) will not change on a retry; network and 5xx may.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** Keeps the signed-in member's screens current (a component, as it needs the providers above). */
function LiveUpdates() {
  useLiveUpdates();
  return null;
}

export function AppProviders({
  children,
  restoring,
  client,
  knownUser,
}: {
  children: ReactNode;
  restoring?: Promise<void>;
  /** The app's query client when it was made before the first render (mount-app.tsx). */
  client?: QueryClient;
  /** The member of a first screen from the server (ADR 031). */
  knownUser?: AuthUser;
}) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ScreenRoutes.Provider value={SCREEN_ROUTES}>
        <AuthProvider restoring={restoring} knownUser={knownUser}>
          <LiveUpdates />
          {children}
          <LaterToaster />
        </AuthProvider>
      </ScreenRoutes.Provider>
    </QueryClientProvider>
  );
}
