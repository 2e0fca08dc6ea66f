import { formatCalendarDate } from '@aurum/shared/format/dates';
import { MEMBER_TIME_ZONE } from '@aurum/shared/time/member-time';
import { TZDate } from '@date-fns/tz';
import { addMonths, differenceInCalendarDays, format } from 'date-fns';

/** Today in Johannesburg, as YYYY-MM-DD. */
export const todayLocal = (now = new Date()) =>
  format(new TZDate(now.getTime(), MEMBER_TIME_ZONE), 'yyyy-MM-dd');

/** The date `months` from today (a preset of 1, 5, 10 or 25 years). */
export const presetDate = (months: number, now = new Date()) =>
  format(addMonths(new TZDate(now.getTime(), MEMBER_TIME_ZONE), months), 'yyyy-MM-dd');

/** Whole days from today to the release date (the dialog's counter). */
export const daysUntil = (date: string, now = new Date()) =>
  differenceInCalendarDays(new Date(`${date}T12:00:00`), new Date(`${todayLocal(now)}T12:00:00`));

/** "01 Dec 2026", the one date format (ADR 034), as the success toast and the cards say it. */
export const releaseDateLabel = (date: string) => formatCalendarDate(date);
