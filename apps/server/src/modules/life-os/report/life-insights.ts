import { formatCalendarDate } from '@aurum/shared/format/dates';
import { LOCALE } from '@aurum/shared/format/locale';
import { plural } from '@aurum/shared/format/words';
import type { Goal } from '@aurum/shared/life-os/goals';
import type { LifeInsight } from '@aurum/shared/life-os/weekly-report';
import { localDateOf } from '@aurum/shared/time/member-time';
import { daysBetween } from '../routines/routine-rules';
import type { MoodWeeks, RoutineWeek } from './week-figures';

/** A goal this many points behind the share of its time gone is behind pace. */
export const BEHIND_PACE_POINTS = 10;
/** A routine kept on fewer than half its days (of at least 3) is slipping. */
const SLIPPING_RATE = 0.5;
const SLIPPING_MIN_DAYS = 3;
/** A change of mood between weeks smaller than this is steady. */
const MOOD_CHANGE = 0.5;

/** A goal's value in the product's locale (en-ZA), at most one decimal. */
const valueText = (value: number) => value.toLocaleString(LOCALE, { maximumFractionDigits: 1 });

/** How far through its time a goal is: created day to deadline, 0-100. */
function timeGone(goal: Goal, today: string): number {
  const createdOn = localDateOf(new Date(goal.created_at));
  const created = createdOn > today ? today : createdOn;
  const span = daysBetween(created, goal.deadline!);
  if (span <= 0) return 100;
  return Math.min(100, Math.round((daysBetween(created, today) / span) * 100));
}

const dueIn = (days: number) => (days === 0 ? 'due today' : `due in ${plural(days, 'day')}`);

/** The member's goals: a deadline missed, a goal behind pace, the next deadline, or how to start. */
export function goalInsight(goals: readonly Goal[], today: string): LifeInsight {
  const area = 'goals' as const;
  if (goals.length === 0) {
    return {
      id: 'goals-start',
      area,
      title: 'Set your first goal',
      text: 'Add a goal with a target and a deadline, such as 12 workouts by the end of the month. Update it as you go and the weekly report counts it once you reach it.',
    };
  }
  const active = goals.filter((goal) => goal.status === 'active');
  if (active.length === 0) {
    return {
      id: 'goals-all-hit',
      area,
      title: `All ${plural(goals.length, 'goal')} hit`,
      text: 'Every goal you set is done. Set the next one while the momentum lasts.',
    };
  }
  const dated = active
    .filter((goal) => goal.deadline !== null)
    .sort((a, b) => a.deadline!.localeCompare(b.deadline!));
  const overdue = dated.find((goal) => goal.deadline! < today);
  if (overdue) {
    return {
      id: 'goal-overdue',
      area,
      title: `${overdue.title} is past its deadline`,
      text: `It was due on ${formatCalendarDate(overdue.deadline!)} and stands at ${overdue.progress}%. Move the deadline or update your progress.`,
    };
  }
  const behind = dated
    .map((goal) => ({ goal, gap: timeGone(goal, today) - goal.progress }))
    .filter(({ gap }) => gap > BEHIND_PACE_POINTS)
    .sort((a, b) => b.gap - a.gap)[0];
  if (behind) {
    const { goal } = behind;
    return {
      id: 'goal-behind-pace',
      area,
      title: `Behind pace on ${goal.title}`,
      text: `${goal.progress}% done with ${timeGone(goal, today)}% of the time gone: ${valueText(goal.current_value)} of ${valueText(goal.target_value)}, ${dueIn(daysBetween(today, goal.deadline!))}.`,
    };
  }
  const next = dated[0];
  if (next) {
    return {
      id: 'goal-next-deadline',
      area,
      title: `${next.title} is ${dueIn(daysBetween(today, next.deadline!))}`,
      text: `${next.progress}% done (${valueText(next.current_value)} of ${valueText(next.target_value)}) and on pace.`,
    };
  }
  const closest = [...active].sort((a, b) => b.progress - a.progress)[0]!;
  return {
    id: 'goal-closest',
    area,
    title: `${closest.title} is ${closest.progress}% there`,
    text: `${valueText(closest.current_value)} of ${valueText(closest.target_value)}. Give it a deadline and the report tells you whether you are on pace.`,
  };
}

/** The member's routines: one slipping, the best run of days, the week's rate, or how to start. */
export function routineInsight(weeks: readonly RoutineWeek[], anyRoutines: boolean): LifeInsight {
  const area = 'routines' as const;
  if (!anyRoutines) {
    return {
      id: 'routines-start',
      area,
      title: 'Start a routine',
      text: 'Add one small routine at a time you can keep, such as a walk at 07:30. You get a reminder at that time, and the report shows how often you keep it.',
    };
  }
  if (weeks.length === 0) {
    return {
      id: 'routines-paused',
      area,
      title: 'Your routines are all paused',
      text: 'Turn one back on and it counts in your week again.',
    };
  }
  const slipping = weeks
    .filter((week) => week.slots >= SLIPPING_MIN_DAYS && week.done / week.slots < SLIPPING_RATE)
    .sort((a, b) => a.done / a.slots - b.done / b.slots)[0];
  if (slipping) {
    return {
      id: 'routine-slipping',
      area,
      title: `${slipping.name} is slipping`,
      text: `Done on ${slipping.done} of the last ${plural(slipping.slots, 'day')}. Another time than ${slipping.time} may suit it better.`,
    };
  }
  const best = [...weeks].sort((a, b) => b.streak - a.streak)[0]!;
  if (best.streak >= 2) {
    return {
      id: 'routine-streak',
      area,
      title: `${best.name}: ${best.streak} days in a row`,
      text: best.completedToday
        ? 'Done today too. Keep the run going tomorrow.'
        : `Still open today: do it and the run reaches ${best.streak + 1} days.`,
    };
  }
  const slots = weeks.reduce((sum, week) => sum + week.slots, 0);
  const done = weeks.reduce((sum, week) => sum + week.done, 0);
  return {
    id: 'routines-week',
    area,
    title: `Routines kept on ${done} of ${slots} days this week`,
    text:
      done === 0
        ? 'None done yet this week: mark one done today to start a run.'
        : 'Two days in a row start a run; the report shows your longest.',
  };
}

/** The member's mood: a low run, this week against the last, or how to start. */
export function moodInsight(mood: MoodWeeks): LifeInsight {
  const area = 'mood' as const;
  if (mood.lowStreak) {
    return {
      id: 'mood-low',
      area,
      title: 'Your last three moods were low',
      text: 'A reset clears the next hours for you, or your concierge can book something restful.',
    };
  }
  if (mood.week === null && mood.previous === null) {
    return {
      id: 'mood-start',
      area,
      title: 'Check in your mood',
      text: "A two-tap check-in or a journal entry each day, and next week's report compares your weeks.",
    };
  }
  if (mood.week === null) {
    return {
      id: 'mood-quiet',
      area,
      title: 'No mood readings this week',
      text: `Last week averaged ${mood.previous}/10. A quick check-in keeps this report true to you.`,
    };
  }
  const readings = plural(mood.weekReadings, 'reading');
  if (mood.previous === null) {
    return {
      id: 'mood-week',
      area,
      title: `Mood ${mood.week}/10 this week`,
      text: `From ${readings}. Keep checking in and next week the report compares the two.`,
    };
  }
  const change = Math.round((mood.week - mood.previous) * 10) / 10;
  const against = `${readings} this week against ${plural(mood.previousReadings, 'reading')} the week before.`;
  if (Math.abs(change) < MOOD_CHANGE) {
    return { id: 'mood-steady', area, title: `Mood steady at ${mood.week}/10`, text: against };
  }
  return {
    id: change > 0 ? 'mood-up' : 'mood-down',
    area,
    title: `Mood ${change > 0 ? 'up' : 'down'} from ${mood.previous} to ${mood.week}`,
    text: against,
  };
}

/** The three insights of the report: goals, routines, mood (never a static tip). */
export function lifeInsights(input: {
  today: string;
  goals: readonly Goal[];
  weeks: readonly RoutineWeek[];
  anyRoutines: boolean;
  mood: MoodWeeks;
}): LifeInsight[] {
  return [
    goalInsight(input.goals, input.today),
    routineInsight(input.weeks, input.anyRoutines),
    moodInsight(input.mood),
  ];
}
