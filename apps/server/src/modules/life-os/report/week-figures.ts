import type { MoodDay, MoodTrends } from '@aurum/shared/journal/journal-contract';
import type { Goal } from '@aurum/shared/life-os/goals';
import type { Routine } from '@aurum/shared/life-os/routines';
import { WEEKLY_REPORT_DAYS, type WeeklyFigures } from '@aurum/shared/life-os/weekly-report';
import { addDays, localDateOf } from '@aurum/shared/time/member-time';
import { daysBetween } from '../routines/routine-rules';

/** An active routine's week: the days it could be done (since it exists) and the days done. */
export interface RoutineWeek {
  name: string;
  time: string;
  streak: number;
  completedToday: boolean;
  slots: number;
  done: number;
}

/** The week's mood against the week before, from the journal's trends (MoodSummaryReader). */
export interface MoodWeeks {
  week: number | null;
  weekReadings: number;
  previous: number | null;
  previousReadings: number;
  lowStreak: boolean;
}

/** The first of the report's days: today and the WEEKLY_REPORT_DAYS - 1 days before. */
export const weekStart = (today: string) => addDays(today, 1 - WEEKLY_REPORT_DAYS);

/**
 * Each active routine's week on the member's day `today`: one slot a day from the day it was
 * created (or the week's first), and its completions on those days.
 */
export function routineWeeks(
  today: string,
  routines: readonly Routine[],
  completions: readonly { routineId: string; day: string }[],
): RoutineWeek[] {
  const first = weekStart(today);
  return routines
    .filter((routine) => routine.is_active)
    .map((routine) => {
      const created = localDateOf(new Date(routine.created_at));
      const from = created > first ? created : first;
      const slots = Math.max(0, daysBetween(from, today) + 1);
      const done = completions.filter(
        (c) => c.routineId === routine.id && c.day >= from && c.day <= today,
      ).length;
      return {
        name: routine.name,
        time: routine.time,
        streak: routine.streak,
        completedToday: routine.completed_today,
        slots,
        done,
      };
    });
}

/** Mood readings' mean over days, each day's mean weighted by its readings; null without any. */
function meanOfDays(days: readonly MoodDay[]): { mood: number | null; readings: number } {
  const readings = days.reduce((sum, day) => sum + day.readings, 0);
  if (readings === 0) return { mood: null, readings: 0 };
  const total = days.reduce((sum, day) => sum + (day.mood ?? 0) * day.readings, 0);
  return { mood: Math.round((total / readings) * 10) / 10, readings };
}

/** This week (the trends' own week) and the WEEKLY_REPORT_DAYS days before it. */
export function moodWeeks(trends: MoodTrends): MoodWeeks {
  const previous = meanOfDays(trends.days.slice(-2 * WEEKLY_REPORT_DAYS, -WEEKLY_REPORT_DAYS));
  return {
    week: trends.week.mood,
    weekReadings: trends.week.readings,
    previous: previous.mood,
    previousReadings: previous.readings,
    lowStreak: trends.low_streak,
  };
}

/** The weekly report's figures from the member's own data. */
export function weeklyFigures(input: {
  goals: readonly Goal[];
  weeks: readonly RoutineWeek[];
  mood: MoodWeeks;
  socialEvents: number;
}): WeeklyFigures {
  return {
    moodAverage: input.mood.week,
    moodReadings: input.mood.weekReadings,
    goalsTotal: input.goals.length,
    goalsCompleted: input.goals.filter((goal) => goal.status === 'completed').length,
    socialEvents: input.socialEvents,
    routineSlots: input.weeks.reduce((sum, week) => sum + week.slots, 0),
    routineCompletions: input.weeks.reduce((sum, week) => sum + week.done, 0),
  };
}
