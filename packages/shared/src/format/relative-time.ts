import { formatDate, type Instant } from './dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago something happened, in a notification list's words: "just now", "5 min ago",
 * "3 h ago", "yesterday", "4 days ago", then the date. `now` is the reader's clock.
 */
export function formatRelativeTime(value: Instant, now: Instant = Date.now()): string {
  const then = new Date(value).getTime();
  const elapsed = new Date(now).getTime() - then;
  if (!Number.isFinite(elapsed)) return '';
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  if (elapsed < 2 * DAY) return 'yesterday';
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)} days ago`;
  return formatDate(then);
}
