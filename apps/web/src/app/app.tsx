import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/** The whole app; `restoring` is the session restore main.ts started with the page. */
export function App({ restoring }: { restoring?: Promise<void> }) {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders restoring={restoring}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
