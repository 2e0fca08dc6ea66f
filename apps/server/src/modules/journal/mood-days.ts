import { localDateTime, MEMBER_TIME_ZONE } from '@aurum/shared/time/member-time';

const localDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: MEMBER_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The member's calendar day (YYYY-MM-DD, Africa/Johannesburg) an instant falls on. */
export const localDateOf = (instant: Date): string => localDateFormat.format(instant);

/** The calendar day `days` after (or before, when negative) a YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The member's last `count` days ending today, oldest first, and the instant the first began. */
export function lastLocalDays(now: Date, count: number): { dates: string[]; since: Date } {
  const today = localDateOf(now);
  const dates = Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
  return { dates, since: localDateTime(dates[0]!) };
}
