import { addDays, localDateOf, localDateTime } from '@aurum/shared/time/member-time';

export { addDays, localDateOf };

/** The member's last `count` days ending today, oldest first, and the instant the first began. */
export function lastLocalDays(now: Date, count: number): { dates: string[]; since: Date } {
  const today = localDateOf(now);
  const dates = Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
  return { dates, since: localDateTime(dates[0]!) };
}
