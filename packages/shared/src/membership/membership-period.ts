import { TZDate } from '@date-fns/tz';
import { addMonths, addYears } from 'date-fns';
import { MEMBER_TIME_ZONE } from '../time/member-time';
import type { BillingCycle } from './plans';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The end of a paid period that starts at `start`: the same local time one calendar month (or
 * year) later in Johannesburg; a month from 31 January ends on the last day of February.
 */
export function periodEnd(start: Date, cycle: BillingCycle): Date {
  const local = new TZDate(start.getTime(), MEMBER_TIME_ZONE);
  const end = cycle === 'yearly' ? addYears(local, 1) : addMonths(local, 1);
  return new Date(end.getTime());
}

/** When the member is told the period ends, `days` before its end. */
export const noticeAt = (paidUntil: Date, days: number) =>
  new Date(paidUntil.getTime() - days * DAY_MS);
