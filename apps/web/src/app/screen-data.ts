import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '../lib/session-store';
import { screenReads } from './screen-reads';
import { screenAt } from './screens';

/**
 * Starts the data of the screen at this address for the signed-in member: its descriptor's
 * `prefetch` (screens.ts), for the screens members open most (ADR 026). Started as soon as the
 * session is back, before the app's first render (which takes a while on a phone), instead of
 * after it; a screen without one simply loads its data itself. The reads are imported statically
 * (screen-reads.ts): the requests must leave before the render, which a dynamic import would wait
 * for.
 */
function prefetchScreenData(client: QueryClient, userId: string, location: Location) {
  const params = new URLSearchParams(location.search);
  screenAt(location.pathname)?.prefetch?.(client, { reads: screenReads, userId, params });
}

/**
 * Starts the opened screen's data with the page's session: at once when it is back already,
 * otherwise the moment it arrives. The session store tells its listeners synchronously, before
 * the app re-renders for the new session, so the requests leave before that render.
 */
export function startScreenData(client: QueryClient) {
  const start = (userId: string | undefined) => {
    if (userId) prefetchScreenData(client, userId, window.location);
  };
  const session = sessionStore.get();
  if (session) return start(session.user.id);
  const stop = sessionStore.subscribe((_event, restored) => {
    stop();
    start(restored?.user.id);
  });
}
