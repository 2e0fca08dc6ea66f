import type { AuthUser } from '@aurum/shared/auth/session';
import type { QueryClient } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/**
 * The whole app; `restoring` is the session restore main.ts started with the page. A first screen
 * from the server (ADR 031) brings its member and its screen's code, loaded before this render.
 */
export function App({
  restoring,
  client,
  knownUser,
  loaded,
}: {
  restoring?: Promise<void>;
  client?: QueryClient;
  knownUser?: AuthUser;
  loaded?: Readonly<Record<string, ComponentType>>;
}) {
  const [router] = useState(() => createAppRouter(loaded));
  return (
    <AppProviders restoring={restoring} client={client} knownUser={knownUser}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
