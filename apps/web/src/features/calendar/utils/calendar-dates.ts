import { TZDate } from '@date-fns/tz';
import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { formatWeekdayDate } from '@aurum/shared/format/dates';
import { LOCALE, TIME_ZONE } from '@aurum/shared/format/locale';
import { onFirstUse } from '@aurum/shared/format/on-first-use';

/** Calendar weeks start on Sunday (spec 01 section 9). */
const WEEK_STARTS_ON = 0;
const DAYS_PER_WEEK = 7;

/** A calendar day as the API spells it: YYYY-MM-DD in Africa/Johannesburg. */
export type IsoDate = string;
/** A month as YYYY-MM. */
export type MonthKey = string;

export interface GridDay {
  date: IsoDate;
  dayOfMonth: number;
  /** False for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
}

const ISO_DATE = 'yyyy-MM-dd';
const ISO_MONTH = 'yyyy-MM';

/** Midnight of a YYYY-MM-DD day in Johannesburg. */
function atMidnight(date: IsoDate): TZDate {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  return new TZDate(year, month - 1, day, TIME_ZONE);
}

/** Today's date in Johannesburg, whatever the device's own time zone. */
export function todayIso(now: Date = new Date()): IsoDate {
  return format(new TZDate(now, TIME_ZONE), ISO_DATE);
}

export function monthOf(date: IsoDate): MonthKey {
  return date.slice(0, 7);
}

export function shiftMonth(month: MonthKey, delta: number): MonthKey {
  return format(addMonths(atMidnight(`${month}-01`), delta), ISO_MONTH);
}

export function shiftDay(date: IsoDate, delta: number): IsoDate {
  return format(addDays(atMidnight(date), delta), ISO_DATE);
}

/** The first of a month; the day a month opens on when it is not today's month. */
export function firstOfMonth(month: MonthKey): IsoDate {
  return `${month}-01`;
}

/**
 * The weeks shown for a month, Sunday to Saturday, with the days of the neighbouring months that
 * fill the first and last week.
 */
export function monthGrid(month: MonthKey): GridDay[][] {
  const first = startOfMonth(atMidnight(`${month}-01`));
  const days = eachDayOfInterval({
    start: startOfWeek(first, { weekStartsOn: WEEK_STARTS_ON }),
    end: endOfWeek(endOfMonth(first), { weekStartsOn: WEEK_STARTS_ON }),
  });
  const weeks: GridDay[][] = [];
  days.forEach((day, index) => {
    if (index % DAYS_PER_WEEK === 0) weeks.push([]);
    const date = format(day, ISO_DATE);
    weeks.at(-1)?.push({ date, dayOfMonth: day.getDate(), inMonth: monthOf(date) === month });
  });
  return weeks;
}

/** The first and last day the grid of a month shows: the range to load its events for. */
export function gridRange(month: MonthKey): { from: IsoDate; to: IsoDate } {
  const days = monthGrid(month).flat();
  return {
    from: days[0]?.date ?? firstOfMonth(month),
    to: days.at(-1)?.date ?? firstOfMonth(month),
  };
}

const monthTitleFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      month: 'long',
      year: 'numeric',
      timeZone: TIME_ZONE,
    }),
);
const longDateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: TIME_ZONE,
    }),
);
const weekdayFormat = (style: 'short' | 'long') =>
  new Intl.DateTimeFormat(LOCALE, { weekday: style, timeZone: TIME_ZONE });

/** e.g. "November 2026". */
export function monthTitle(month: MonthKey): string {
  return monthTitleFormat().format(atMidnight(`${month}-01`));
}

/** e.g. "Tuesday, 24 November 2026" (a day button's accessible name). */
export function fullDate(date: IsoDate): string {
  return formatWeekdayDate(atMidnight(date));
}

/** e.g. "24 November 2026". */
export function longDate(date: IsoDate): string {
  return longDateFormat().format(atMidnight(date));
}

/** Sun..Sat in en-ZA, short and long, starting with WEEK_STARTS_ON. */
export function weekdayNames(): { short: string; long: string }[] {
  const short = weekdayFormat('short');
  const long = weekdayFormat('long');
  // 2026-11-01 is a Sunday.
  return Array.from({ length: DAYS_PER_WEEK }, (_, index) => {
    const day = atMidnight(`2026-11-0${1 + ((index + WEEK_STARTS_ON) % DAYS_PER_WEEK)}`);
    return { short: short.format(day), long: long.format(day) };
  });
}

/** An entry's time as en-ZA 24-hour text, or "All day" when it has none. */
export function eventTimeLabel(time: string | null): string {
  if (!time) return 'All day';
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(LOCALE, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(Date.UTC(2000, 0, 1, hours, minutes));
}
