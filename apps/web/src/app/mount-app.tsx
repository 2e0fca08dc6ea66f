import { StrictMode } from 'react';
import { App } from './app';
import { reactRoot } from './react-root';

/** Renders the app (router, session, data) in place of whatever the root showed. */
export function mountApp(restoring: Promise<void>) {
  reactRoot().render(
    <StrictMode>
      <App restoring={restoring} />
    </StrictMode>,
  );
}
