import { LOCALE, TIME_ZONE } from './locale';
import { onFirstUse } from './on-first-use';

/**
 * Aurum's one format for each kind of date and time, for every screen and e-mail: en-ZA in
 * Johannesburg time. A value is a Date, an ISO string or epoch milliseconds.
 */
export type Instant = Date | string | number;

const toDate = (value: Instant) => (value instanceof Date ? value : new Date(value));
const formatter = (options: Intl.DateTimeFormatOptions) =>
  onFirstUse(() => new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: TIME_ZONE }));

const date = formatter({ dateStyle: 'medium' });
const dateTime = formatter({ dateStyle: 'medium', timeStyle: 'short' });
const time = formatter({ timeStyle: 'short' });
const weekdayDate = formatter({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const weekdayDateTime = formatter({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dayMonth = formatter({ day: 'numeric', month: 'long' });

/** e.g. "04 Dec 2026". */
export function formatDate(value: Instant): string {
  return date().format(toDate(value));
}

/** e.g. "04 Dec 2026, 15:00". */
export function formatDateTime(value: Instant): string {
  return dateTime().format(toDate(value));
}

/** e.g. "15:00". */
export function formatTime(value: Instant): string {
  return time().format(toDate(value));
}

/** A stretch of time, e.g. "04 Dec 2026, 15:00–16:00" (a booked slot). */
export function formatDateTimeRange(start: Instant, end: Instant): string {
  return dateTime().formatRange(toDate(start), toDate(end));
}

/** e.g. "Friday, 4 December 2026" (the day in Johannesburg). */
export function formatWeekdayDate(value: Instant): string {
  return weekdayDate().format(toDate(value));
}

/** e.g. "Friday, 4 December 2026 at 15:00". */
export function formatWeekdayDateTime(value: Instant): string {
  return weekdayDateTime().format(toDate(value));
}

/** e.g. "1 December" (the day in Johannesburg). */
export function formatDayMonth(value: Instant): string {
  return dayMonth().format(toDate(value));
}

// A member's wall-clock date and times (a slot's "2026-12-04", "15:00") are formatted as they
// are, with no time-zone arithmetic: they are read in UTC, where nothing shifts them.
const wallDate = onFirstUse(
  () => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: 'UTC' }),
);
const wallDateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
);
const wallInstant = (date: string, time = '00:00') => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1, day, hours, minutes));
};

/** A calendar date (YYYY-MM-DD, e.g. a date of birth) in the one date format: "04 Dec 2026". */
export function formatCalendarDate(date: string): string {
  return wallDate().format(wallInstant(date.slice(0, 10)));
}

/** A slot on a calendar date, from and to (HH:mm): "04 Dec 2026, 15:00–16:00". */
export function formatSlot(date: string, startTime: string, endTime: string): string {
  return wallDateTime().formatRange(wallInstant(date, startTime), wallInstant(date, endTime));
}
