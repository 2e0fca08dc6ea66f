import { AppError } from '../../platform/errors';
import { addDays, minutesOf, timeOf, weekdayOf } from './market-time';

/** Days (0 = Sunday) and a daily window in minutes after midnight. */
export interface WeeklyHours {
  days: Set<number>;
  openMinutes: number;
  closeMinutes: number;
}

/** A 24/7 provider is offered for booking in this daytime window. */
const ROUND_THE_CLOCK_HOURS = { open: '06:00', close: '22:00' };

const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const TIME = '([01]\\d|2[0-4]):([0-5]\\d)';
const SEGMENT = new RegExp(
  `^(daily|every day|(sun|mon|tue|wed|thu|fri|sat)[a-z]*(?:\\s*-\\s*(sun|mon|tue|wed|thu|fri|sat)[a-z]*)?)\\s+${TIME}\\s*-\\s*${TIME}$`,
);

function daysBetween(first: string, last: string | undefined): number[] {
  const from = DAY_NAMES.indexOf(first);
  const to = last === undefined ? from : DAY_NAMES.indexOf(last);
  const days = [from];
  for (let day = from; day !== to;) {
    day = (day + 1) % 7;
    days.push(day);
  }
  return days;
}

/**
 * Reads availability hours: "Mon-Sat 07:00-20:00", "Wed-Mon 11:00-23:00" (ranges wrap past
 * Sunday), "Sat 09:00-13:00", "Daily 09:00-18:00", several joined by commas or semicolons, and
 * "24/7" (bookable 06:00-22:00 every day). Null when the text is none of these.
 */
export function parseAvailabilityHours(text: string): WeeklyHours[] | null {
  const normalized = text.trim().toLowerCase().replace(/[–—]/g, '-');
  if (normalized === '24/7') {
    return [
      {
        days: new Set([0, 1, 2, 3, 4, 5, 6]),
        openMinutes: minutesOf(ROUND_THE_CLOCK_HOURS.open),
        closeMinutes: minutesOf(ROUND_THE_CLOCK_HOURS.close),
      },
    ];
  }
  const segments = normalized.split(/[,;]/).map((part) => part.trim());
  const result: WeeklyHours[] = [];
  for (const segment of segments) {
    const match = SEGMENT.exec(segment);
    if (!match) return null;
    const [, dayText, first, last, openH, openM, closeH, closeM] = match;
    const openMinutes = Number(openH) * 60 + Number(openM);
    const closeMinutes = Number(closeH) * 60 + Number(closeM);
    if (closeMinutes <= openMinutes || closeMinutes > 24 * 60) return null;
    const days =
      dayText!.startsWith('daily') || dayText!.startsWith('every')
        ? [0, 1, 2, 3, 4, 5, 6]
        : daysBetween(first!, last);
    result.push({ days: new Set(days), openMinutes, closeMinutes });
  }
  return result.length > 0 ? result : null;
}

export const unparseableHours = (text: string) =>
  new AppError(
    'UNPARSEABLE_AVAILABILITY_HOURS',
    `Cannot generate slots: the provider's availability hours "${text}" are not in a form like "Mon-Sat 07:00-20:00", "Daily 09:00-18:00" or "24/7". Correct them first.`,
    400,
  );

export interface SlotTimes {
  slotDate: string;
  startTime: string;
  endTime: string;
}

/**
 * The slots of consecutive days from `from`, each `slotMinutes` long, that fit inside the hours
 * (a slot ends at closing time at the latest). Slots starting at or before `notAfter` (date and
 * time, local) are left out, so no past slot is created.
 */
export function slotsFor(
  hours: WeeklyHours[],
  from: string,
  days: number,
  slotMinutes: number,
  notAfter?: { date: string; time: string },
): SlotTimes[] {
  const slots = new Map<string, SlotTimes>();
  for (let offset = 0; offset < days; offset++) {
    const slotDate = addDays(from, offset);
    const weekday = weekdayOf(slotDate);
    for (const window of hours) {
      if (!window.days.has(weekday)) continue;
      for (let start = window.openMinutes; start + slotMinutes <= window.closeMinutes;) {
        const startTime = timeOf(start);
        const past =
          notAfter &&
          (slotDate < notAfter.date || (slotDate === notAfter.date && startTime <= notAfter.time));
        const endTime = start + slotMinutes === 24 * 60 ? '23:59' : timeOf(start + slotMinutes);
        if (!past) slots.set(`${slotDate} ${startTime}`, { slotDate, startTime, endTime });
        start += slotMinutes;
      }
    }
  }
  return [...slots.values()];
}
