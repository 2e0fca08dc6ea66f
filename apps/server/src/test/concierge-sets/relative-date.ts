import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';

const ZONE = 'Africa/Johannesburg';
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/**
 * The date a relative label names at `now` (YYYY-MM-DD, Africa/Johannesburg), in the notation of
 * concierge-messages.ts so every set holds on any day:
 * - 'today', 'tomorrow', '+N' (N days ahead), '-N' (N days ago: past requests in the fixture);
 * - 'fri' the next Friday (today if it is Friday and the time named, or noon, is still ahead);
 *   'fri+7' the one after; 'next:fri' the Friday of next week (weeks run Monday to Sunday);
 * - 'dom:5' the next 5th of a month (today counts); 'md:12-24' the next 24 December;
 * - 'auto' a bare time: today while that time is ahead, else tomorrow.
 */
export function resolveDate(spec: string | null, time: string | null, now: Date): string | null {
  if (spec === null) return null;
  const local = new TZDate(now.getTime(), ZONE);
  const day = (offset: number) => format(addDays(local, offset), 'yyyy-MM-dd');
  const nowHm = format(local, 'HH:mm');
  if (spec === 'today') return day(0);
  if (spec === 'tomorrow') return day(1);
  if (spec === 'auto') return day(time! > nowHm ? 0 : 1);
  if (/^[+-]\d+$/.test(spec)) return day(Number(spec));
  const weekday = spec.match(/^(next:)?(\w{3})(\+7)?$/);
  if (weekday && WEEKDAYS.includes(weekday[2]!)) {
    const target = WEEKDAYS.indexOf(weekday[2]!);
    if (weekday[1]) {
      const iso = (dow: number) => (dow === 0 ? 7 : dow);
      return day(8 - iso(local.getDay()) + iso(target) - 1);
    }
    let ahead = (target - local.getDay() + 7) % 7;
    if (ahead === 0 && (weekday[3] || (time ?? '12:00') <= nowHm)) ahead = 7;
    return day(ahead + (weekday[3] ? 7 : 0));
  }
  const dom = spec.match(/^dom:(\d+)$/);
  if (dom) {
    for (let offset = 0; offset < 62; offset++) {
      if (addDays(local, offset).getDate() === Number(dom[1])) return day(offset);
    }
  }
  const monthDay = spec.match(/^md:(\d\d-\d\d)$/);
  if (monthDay) {
    const year = local.getFullYear();
    const thisYear = `${year}-${monthDay[1]}`;
    return thisYear >= day(0) ? thisYear : `${year + 1}-${monthDay[1]}`;
  }
  throw new Error(`unknown date label ${spec}`);
}
