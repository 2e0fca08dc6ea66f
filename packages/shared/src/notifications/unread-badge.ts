/**
 * The bell's badge and name (issue 32, ADR 078), apart from the centre's words: the bell is in
 * every member screen's first load, the centre's words load with the centre.
 */

/** The most the bell's badge counts before it says "9+". */
export const BELL_BADGE_MAX = 9;

/** The bell's badge: nothing at 0 (no "0" is shown), the count up to 9, then "9+". */
export function unreadBadge(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BELL_BADGE_MAX ? `${BELL_BADGE_MAX}+` : String(Math.floor(count));
}

/** The bell's name for screen readers, with the count it shows. */
export function bellLabel(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return 'Notifications';
  return `Notifications, ${count} unread`;
}
