import { AUTH_ROUTE, HOME_ROUTE, homeRouteFor, ONBOARDING_ROUTE } from '@aurum/shared/routes';
import { useSearchParams } from 'react-router';

/**
 * Deep links survive sign-in: a gated page that sends a visitor to /auth (and a new member on to
 * /onboarding) carries the address they opened in `?next=`, and they end there afterwards.
 */
const RETURN_PARAM = 'next';

/** Any ASCII control character: URL parsers drop tabs and newlines, so "/\t/evil" is "//evil". */
const hasControlCharacter = (text: string) =>
  [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * A fragment that carries a session or an auth error (an e-mail confirmation return, spec 01
 * section 4): it is never part of an address to return to.
 */
const AUTH_FRAGMENT = /(^#?|&)(access_token|refresh_token|error|error_description)=/;

/** The whole address of a router location: path, query and hash (an auth fragment dropped). */
export const addressOf = (location: { pathname: string; search: string; hash: string }) =>
  `${location.pathname}${location.search}${AUTH_FRAGMENT.test(location.hash) ? '' : location.hash}`;

/** This page's origin; a first screen rendered on the server (ADR 031) has none, any will do. */
const pageOrigin = () =>
  typeof window === 'undefined' ? 'http://first-screen.invalid' : window.location.origin;

/**
 * `raw` as a page of this site to return to (path, query and hash), or null: only a path that
 * starts with a single '/' (never '//' or '/\', which browsers read as another host), without
 * control characters, on this origin, and not /auth itself; an auth fragment is dropped.
 */
export function safeReturnAddress(
  raw: string | null | undefined,
  origin: string = pageOrigin(),
): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  if (hasControlCharacter(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname.replace(/\/+$/, '') === AUTH_ROUTE) return null;
  return addressOf({ pathname: url.pathname, search: url.search, hash: url.hash });
}

/**
 * `route` carrying the address to return to. The dashboard and onboarding need none: that is
 * where a member goes anyway.
 */
export function withReturnAddress(route: string, returnTo: string | null): string {
  if (!returnTo || returnTo === HOME_ROUTE || returnTo === ONBOARDING_ROUTE) return route;
  return `${route}?${new URLSearchParams({ [RETURN_PARAM]: returnTo })}`;
}

/** Where a person goes once signed in: back to the page that sent them, else their home. */
export const destinationAfterSignIn = (role: string | undefined, returnTo: string | null) =>
  returnTo ?? homeRouteFor(role);

/** The safe return address in this page's `?next=`, or null. */
export function useReturnAddress(): string | null {
  const [params] = useSearchParams();
  return safeReturnAddress(params.get(RETURN_PARAM));
}
