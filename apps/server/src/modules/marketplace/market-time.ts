import { MEMBER_TIME_ZONE } from '@aurum/shared/time/member-time';

/** The member's local calendar date (YYYY-MM-DD), time (HH:mm) and weekday (0 = Sunday). */
export interface LocalNow {
  date: string;
  time: string;
  weekday: number;
}

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: MEMBER_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function localNow(now: Date): LocalNow {
  const parts = Object.fromEntries(formatter.formatToParts(now).map((p) => [p.type, p.value]));
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, time: `${parts.hour}:${parts.minute}`, weekday: weekdayOf(date) };
}

/** 0 = Sunday ... 6 = Saturday, of a calendar date. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** A calendar date plus whole days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** The dates of "this weekend": Saturday and Sunday, or just today when it is Sunday. */
export function weekendDates(today: LocalNow): { from: string; to: string } {
  if (today.weekday === 0) return { from: today.date, to: today.date };
  const saturday = addDays(today.date, 6 - today.weekday);
  return { from: saturday, to: addDays(saturday, 1) };
}

/** "HH:mm:ss" from the database as "HH:mm". */
export const hhmm = (time: string) => time.slice(0, 5);

export const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

export const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
