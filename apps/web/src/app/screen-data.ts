import { HOME_ROUTE } from '@aurum/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import { recentServiceRequestsQuery } from '../features/dashboard/api/get-recent-service-requests';
import { marketplaceCategoriesQuery } from '../features/marketplace/api/get-marketplace-categories';
import { marketplaceProvidersQuery } from '../features/marketplace/api/get-marketplace-providers';
import { marketplaceStatsQuery } from '../features/marketplace/api/get-marketplace-stats';
import { filtersOf, showsBrowseList } from '../features/marketplace/utils/browse-params';
import {
  requestFilterOf,
  requestStatusPagesQuery,
} from '../features/requests/api/get-request-status-pages';
import { profileQuery } from '../lib/member-profile';
import { sessionStore } from '../lib/session-store';

/** Starts the reads a screen makes on arrival; the screen's own queries then find them under way. */
type ScreenData = (client: QueryClient, userId: string, params: URLSearchParams) => unknown;

/**
 * What the screens members open most read first, by address (ADR 026). Started as soon as the
 * session is back, before the app's first render (which takes a while on a phone), instead of
 * after it. Each uses the screen's own query options (same keys, same requests), so nothing is
 * asked twice; a screen missing here simply loads its data itself. Imported statically: the
 * requests must leave before the render, which a dynamic import would wait for.
 */
const SCREEN_DATA: Readonly<Record<string, ScreenData>> = {
  [HOME_ROUTE]: (client, userId) => [
    client.prefetchQuery(recentServiceRequestsQuery(userId)),
    client.prefetchQuery(profileQuery(userId)),
  ],
  '/marketplace': (client, _userId, params) => {
    if (!showsBrowseList(params)) return;
    return [
      client.prefetchInfiniteQuery(marketplaceProvidersQuery(filtersOf(params))),
      client.prefetchQuery(marketplaceCategoriesQuery()),
      client.prefetchQuery(marketplaceStatsQuery()),
    ];
  },
  '/request-status': (client, userId, params) =>
    client.prefetchInfiniteQuery(requestStatusPagesQuery(userId, requestFilterOf(params))),
};

/** Starts the data of the screen at this address for the signed-in member, if it is listed. */
function prefetchScreenData(client: QueryClient, userId: string, location: Location) {
  SCREEN_DATA[location.pathname]?.(client, userId, new URLSearchParams(location.search));
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
