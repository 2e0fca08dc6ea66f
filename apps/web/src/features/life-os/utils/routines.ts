import type { Routine } from '@aurum/shared/life-os/routines';

/** The member's active routines, by time of day (the overview shows the first ROUTINES_SHOWN). */
export const activeByTime = (routines: readonly Routine[]): Routine[] =>
  routines
    .filter((routine) => routine.is_active)
    .toSorted((a, b) => a.time.localeCompare(b.time) || a.name.localeCompare(b.name));

/** The routines still open today (active, not yet done), by time, at most `count`. */
export const nextRoutines = (routines: readonly Routine[], count: number): Routine[] =>
  activeByTime(routines)
    .filter((routine) => !routine.completed_today)
    .slice(0, count);

/** A 0-1 confidence as whole percent: 0.5 -> "50%". */
export const confidencePercent = (score: number) => `${Math.round(score * 100)}%`;
