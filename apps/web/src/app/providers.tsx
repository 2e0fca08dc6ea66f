import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { isApiError } from '../lib/api-error';
import { useLiveUpdates } from './use-live-updates';

/** Toasts follow actions on screens, never the first paint: sonner loads after it (ADR 022). */
const Toaster = lazy(async () => ({
  default: (await import('../components/ui/toaster')).Toaster,
}));

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
}: {
  children: ReactNode;
  restoring?: Promise<void>;
  /** The app's query client when it was made before the first render (mount-app.tsx). */
  client?: QueryClient;
}) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider restoring={restoring}>
        <LiveUpdates />
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </AuthProvider>
    </QueryClientProvider>
  );
}
