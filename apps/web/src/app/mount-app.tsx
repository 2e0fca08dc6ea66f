import { StrictMode } from 'react';
import { App } from './app';
import { createQueryClient } from './providers';
import { reactRoot } from './react-root';
import { startScreenData } from './screen-data';

/**
 * Renders the app (router, session, data) in place of whatever the root showed. The opened
 * screen's data starts with the session, not after the screen's first render (ADR 026).
 */
export function mountApp(restoring: Promise<void>) {
  const client = createQueryClient();
  startScreenData(client);
  reactRoot().render(
    <StrictMode>
      <App restoring={restoring} client={client} />
    </StrictMode>,
  );
}
