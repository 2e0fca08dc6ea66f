import { TZDate } from '@date-fns/tz';
import { addMonths, startOfMonth } from 'date-fns';
import { TIME_ZONE } from '../format/locale';

/** Aurum's default time zone (PRODUCT.md: Africa/Johannesburg). */
export const MEMBER_TIME_ZONE = TIME_ZONE;

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

/** The instant a local date (YYYY-MM-DD) and optional time (HH:mm) name in the member's zone. */
export function localDateTime(date: string, time = ''): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time ? (time.split(':').map(Number) as [number, number]) : [0, 0];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, MEMBER_TIME_ZONE).getTime());
}

const localParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: MEMBER_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The member's local date (YYYY-MM-DD) and time (HH:mm) of an instant: localDateTime's inverse. */
export function localDateAndTime(instant: Date): { date: string; time: string } {
  const parts = Object.fromEntries(localParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** The start of the member's current calendar month, as an instant. */
export function startOfLocalMonth(now: Date): Date {
  return new Date(startOfMonth(new TZDate(now.getTime(), MEMBER_TIME_ZONE)).getTime());
}

/** The start of the member's next calendar month (when a monthly allowance renews), as an instant. */
export function startOfNextLocalMonth(now: Date): Date {
  const local = startOfMonth(new TZDate(now.getTime(), MEMBER_TIME_ZONE));
  return new Date(addMonths(local, 1).getTime());
}
