import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/** The whole app; `restoring` is the session restore main.ts started with the page. */
export function App({ restoring, client }: { restoring?: Promise<void>; client?: QueryClient }) {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders restoring={restoring} client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
