import { ROUTINE_DEFAULT_CONFIDENCE } from '@aurum/shared/life-os/routines';
import { addDays, localDateOf, localDateTime } from '@aurum/shared/time/member-time';

/** The confidence window: completions of the last this many member days. */
export const CONFIDENCE_DAYS = 14;
/** Below this many days of history a routine has the default confidence. */
export const CONFIDENCE_MIN_DAYS = 3;

/** Whole days from one YYYY-MM-DD to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * How reliably the member keeps a routine (issue 29, ADR 063): its completions of the last
 * CONFIDENCE_DAYS member days over the days it existed in them, today counted only once it is
 * done (an open today is not a miss); ROUTINE_DEFAULT_CONFIDENCE with fewer than
 * CONFIDENCE_MIN_DAYS such days. Two decimals, 0-1.
 */
export function confidenceScore(input: {
  createdOn: string;
  today: string;
  completedToday: boolean;
  /** Completions from today - CONFIDENCE_DAYS + 1 to today. */
  recentCompletions: number;
}): number {
  const windowStart = addDays(input.today, 1 - CONFIDENCE_DAYS);
  const first = input.createdOn > windowStart ? input.createdOn : windowStart;
  const last = input.completedToday ? input.today : addDays(input.today, -1);
  const days = daysBetween(first, last) + 1;
  if (days < CONFIDENCE_MIN_DAYS) return ROUTINE_DEFAULT_CONFIDENCE;
  return Math.min(1, Math.round((input.recentCompletions / days) * 100) / 100);
}

/** The next moment a routine at `time` (HH:MM, the member's zone) comes round after `after`. */
export function nextOccurrence(time: string, after: Date): { day: string; at: Date } {
  const today = localDateOf(after);
  const atToday = localDateTime(today, time);
  if (atToday > after) return { day: today, at: atToday };
  const tomorrow = addDays(today, 1);
  return { day: tomorrow, at: localDateTime(tomorrow, time) };
}
