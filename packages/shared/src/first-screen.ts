import type { AuthUser } from './auth/session';

/**
 * The first screen from the server (ADR 031): for a member whose page request carries the
 * page-identity cookie, the server renders the opened screen with its data and sends the markup
 * in `#root`, and the data beside it in a JSON block the app starts from, so its first render
 * matches the markup and takes it over without a flash.
 */

/** The id of the `<script type="application/json">` block that carries the first screen's data. */
export const FIRST_SCREEN_ELEMENT_ID = 'aurum-first-screen';

/** Where the web build writes the server's renderer (apps/web/src/app/first-screen/render.tsx). */
export const FIRST_SCREEN_RENDERER_FILE = 'dist-server/first-screen.js';

/** One API read a first screen needs: the query it fills and the GET request that answers it. */
export interface FirstScreenRead {
  queryKey: readonly unknown[];
  path: `/api/${string}`;
  query?: Readonly<Record<string, string | number | undefined>>;
  /** For a paged (infinite) query: the answer is its first page, asked with this page parameter. */
  firstPage?: { pageParam: string | null | undefined };
}

/** What the page carries for the app: the member and each read's answer, in the reads' order. */
export interface FirstScreenData {
  user: AuthUser;
  answers: { queryKey: readonly unknown[]; data: unknown }[];
}

/**
 * The seam between the server and the web build (ADR 044): what the server loads from
 * FIRST_SCREEN_RENDERER_FILE (apps/server/src/web/first-screen.ts) and what the build's entry
 * (apps/web/src/app/first-screen/render.tsx) is checked to be, each by its own type check. A
 * change on either side that the other does not follow fails that side's check.
 */
export interface FirstScreenModule {
  renderer: FirstScreenRenderer;
}

/** The renderer the server build's module exports. */
export interface FirstScreenRenderer {
  /** Whether the screen at this address is rendered on the server. */
  rendersOnServer(pathname: string): boolean;
  /** The reads the screen at this address needs, or undefined when it is not rendered on the server. */
  firstScreenReads(pathname: string, search: string, userId: string): FirstScreenRead[] | undefined;
  /** The screen's markup, or undefined when the app would not show it as it is (e.g. a redirect). */
  renderFirstScreen(url: string, data: FirstScreenData): Promise<string | undefined>;
}

/** JSON safe inside a `<script>` element: no `<` can close it or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
