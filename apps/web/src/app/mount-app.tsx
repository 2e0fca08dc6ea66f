import type { FirstScreenData } from '@aurum/shared/first-screen';
import { StrictMode, type ComponentType } from 'react';
import { App } from './app';
import { seedFirstScreen } from './first-screen/seed-first-screen';
import { createQueryClient } from './providers';
import { reactRoot, renderOverServerMarkup } from './react-root';
import { preloadScreen, screenOf } from './screens';
import { startScreenData } from './screen-data';
import { sessionStore } from '../lib/session-store';

/** The code of the screen a first screen from the server shows, by its route path. */
async function loadedScreenOf(pathname: string): Promise<Record<string, ComponentType>> {
  const screen = screenOf(pathname);
  return screen ? { [screen.route]: await screen.code() } : {};
}

/**
 * Renders the app (router, session, data) in place of whatever the root showed. The opened
 * screen's code starts at once (ADR 044) and its data with the session, not after the screen's
 * first render (ADR 026). A first screen from the server (ADR 031) is taken over, not replaced:
 * its data is in the query cache and its screen's code loaded before the first render, so that
 * render matches the markup and Preact keeps the elements it finds. Presses held while the code
 * loaded are made again after that render.
 */
export async function mountApp(
  restoring: Promise<void>,
  firstScreen?: FirstScreenData,
  releaseEarlyClicks?: () => void,
) {
  // The opened screen's code first: it is downloaded already or under way (the page preloads it).
  preloadScreen(window.location.pathname);
  const client = createQueryClient();
  const seeded = firstScreen && seedFirstScreen(client, firstScreen, window.location);
  startScreenData(client);
  const loaded = seeded ? await loadedScreenOf(window.location.pathname) : undefined;
  // A restore that ended without a session while the code loaded: the member is signed out.
  const signedOut = !sessionStore.get() && !sessionStore.isRestoring();
  const knownUser = seeded && !signedOut ? firstScreen.user : undefined;
  if (seeded && signedOut) client.clear();
  const app = (
    <StrictMode>
      <App restoring={restoring} client={client} knownUser={knownUser} loaded={loaded} />
    </StrictMode>
  );
  if (knownUser) renderOverServerMarkup(app);
  else reactRoot().render(app);
  releaseEarlyClicks?.();
}
