import { LOCALE, TIME_ZONE } from './locale';
import { onFirstUse } from './on-first-use';

/** Aurum formats for South African members: locale en-ZA, currency ZAR, Johannesburg time. */
const CURRENCY = 'ZAR';

const dateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: TIME_ZONE,
    }),
);
const date = onFirstUse(
  () => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: TIME_ZONE }),
);
const time = onFirstUse(
  () => new Intl.DateTimeFormat(LOCALE, { timeStyle: 'short', timeZone: TIME_ZONE }),
);
const zar = onFirstUse(
  () => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY }),
);

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** e.g. "14 Mar 2025, 09:05". */
export function formatDateTime(value: Date | string | number): string {
  return dateTime().format(toDate(value));
}

/** e.g. "14 Mar 2025". */
export function formatDate(value: Date | string | number): string {
  return date().format(toDate(value));
}

const weekdayDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: TIME_ZONE,
    }),
);

/** e.g. "Friday, 27 November 2026" (the day in Johannesburg). */
export function formatWeekdayDate(value: Date | string | number): string {
  return weekdayDate().format(toDate(value));
}

const dayMonth = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      day: 'numeric',
      month: 'long',
      timeZone: TIME_ZONE,
    }),
);

/** e.g. "1 December" (the day in Johannesburg). */
export function formatDayMonth(value: Date | string | number): string {
  return dayMonth().format(toDate(value));
}

/** e.g. "09:05". */
export function formatTime(value: Date | string | number): string {
  return time().format(toDate(value));
}

/** Money is kept in integer cents; e.g. 150000 -> "R 1 500,00". */
export function formatZar(cents: number): string {
  return zar().format(cents / 100);
}

const rand = onFirstUse(
  () =>
    new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    }),
);

/** A price in rand without ",00" when it is whole, e.g. 500000 -> "R 5 000" (plan prices). */
export function formatRand(cents: number): string {
  return rand().format(cents / 100);
}

const hourFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      hour: 'numeric',
      hourCycle: 'h23',
      timeZone: TIME_ZONE,
    }),
);

/** Greeting by the hour in Johannesburg: morning 05:00-11:59, afternoon until 17:59, else evening. */
export function greetingFor(value: Date | string | number = new Date()): string {
  const hour = Number(hourFormat().format(toDate(value)));
  if (hour < 5) return 'Good evening';
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

const isoDay = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: TIME_ZONE,
    }),
);

/** Today (or the given instant) as YYYY-MM-DD in Johannesburg. */
export function johannesburgDate(now: Date = new Date()): string {
  return isoDay().format(now);
}
