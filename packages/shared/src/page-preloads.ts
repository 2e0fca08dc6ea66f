import { z } from 'zod';
import { routeMatches } from './routes';

/**
 * Which script files a page's first load needs beyond those index.html names itself (ADR 027):
 * the app's, for every page but the landing page, and each screen's own, by route path. The web
 * build writes the table (apps/web/build/page-preloads.ts) into its private `.vite/` folder; the
 * server lists the files in the page it sends, so the browser fetches them with the entry.
 */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

const assetFile = z.string().regex(/^\/assets\/[\w.~-]+\.js$/);
export const pagePreloadsSchema = z.object({
  app: z.array(assetFile),
  screens: z.record(z.string().startsWith('/'), z.array(assetFile)),
});
export type PagePreloads = z.infer<typeof pagePreloadsSchema>;

/** The files to preload for this path: none for the landing page, else the app's and its screen's. */
export function preloadsFor(table: PagePreloads, pathname: string): string[] {
  if (pathname === '/') return [];
  const screen = Object.entries(table.screens).find(([route]) => routeMatches(route, pathname));
  return [...new Set([...table.app, ...(screen?.[1] ?? [])])];
}
