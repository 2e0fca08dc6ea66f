import { onFirstUse } from '@aurum/shared/format/on-first-use';
import { LOCALE, TIME_ZONE } from '@aurum/shared/format/locale';

// Money and dates are shown with the shared formatters (@aurum/shared/format/money and dates),
// which the server's e-mails use too; what is here only the browser needs.

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

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
