import type { FirstScreenRead } from '@aurum/shared/first-screen';
import { screenReads } from '../screen-reads';
import { screenAt } from '../screens';

/**
 * Whether the screen at this address may be rendered on the server (ADR 031): its descriptor
 * (screens.ts) names a `firstScreen`, the reads its first render shows for a signed-in member.
 */
export const rendersOnServer = (pathname: string) => Boolean(screenAt(pathname)?.firstScreen);

/** The reads of the screen at this address, or undefined when the server does not render it. */
export function firstScreenReads(
  pathname: string,
  search: string,
  userId: string,
): FirstScreenRead[] | undefined {
  const params = new URLSearchParams(search);
  return screenAt(pathname)?.firstScreen?.({ reads: screenReads, userId, params });
}
