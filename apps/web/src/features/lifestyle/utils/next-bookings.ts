import { CALENDAR_MAX_RANGE_DAYS, type CalendarEntry } from '@aurum/shared/calendar/calendar-rules';
import { TIME_ZONE } from '@aurum/shared/format/locale';
import { onFirstUse } from '@aurum/shared/format/on-first-use';
import { requestStatusOf } from '../../calendar/utils/calendar-entries';

/** How far ahead the hub looks for bookings (one calendar read, within its longest range). */
export const BOOKINGS_AHEAD_DAYS = Math.min(60, CALENDAR_MAX_RANGE_DAYS);
export const NEXT_BOOKINGS_SHOWN = 3;

/** A YYYY-MM-DD date `days` later (wall dates: no time zone moves them). */
export function laterDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const clock = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: TIME_ZONE,
    }),
);

/** The time now in Johannesburg as HH:mm (the calendar's own times are in the member's zone). */
export const johannesburgTime = (now: Date = new Date()) => clock().format(now);

const GONE = new Set(['Declined', 'Cancelled', 'Completed']);

/**
 * The member's next bookings among calendar entries (the API's order: by date, then time): the
 * entries other areas booked (requests, slots; not the member's own personal events), still ahead
 * (today's from now on; all-day ones all day) and not declined, cancelled or done.
 */
export function nextBookings(
  entries: readonly CalendarEntry[],
  today: string,
  nowTime: string,
): CalendarEntry[] {
  return entries
    .filter((entry) => entry.kind !== 'personal')
    .filter(
      (entry) =>
        entry.date > today ||
        (entry.date === today && (entry.time === null || entry.time >= nowTime)),
    )
    .filter((entry) => !GONE.has(requestStatusOf(entry) ?? ''))
    .slice(0, NEXT_BOOKINGS_SHOWN);
}
