import type { MoodDay, MoodStep } from '@aurum/shared/journal/journal-contract';
import { moodStep } from '@aurum/shared/journal/journal-rules';

/** A day's colour in the mood calendar: its mood's step (thresholds 8 / 6 / 4), or neutral. */
export type MoodTone = MoodStep | 'empty';

export function moodTone(day: Pick<MoodDay, 'mood' | 'readings'>): MoodTone {
  if (day.mood === null || day.readings === 0) return 'empty';
  return moodStep(day.mood);
}

/** Day of the week of a YYYY-MM-DD date, Sunday 0 (a wall date: no time zone moves it). */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/**
 * The days in calendar weeks, Sunday first (spec 01 section 9): the first week is padded before
 * the first day and the last after today with nulls, so every week has seven places.
 */
export function calendarWeeks(days: readonly MoodDay[]): (MoodDay | null)[][] {
  if (days.length === 0) return [];
  const cells: (MoodDay | null)[] = [...Array<null>(weekdayOf(days[0]!.date)).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (MoodDay | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}
