import type { z } from 'zod';
import { route, typed } from '../api-route';
import type { Goal, goalChangeSchema, goalInputSchema } from './goals';
import type { Routine, routineChangeSchema, routineInputSchema } from './routines';
import type { LifeReport } from './weekly-report';

/** Life OS: the member's goals, routines and Weekly Report (issue 29; ADR 080). */

export const goals = route('GET', '/api/life-os/goals', typed<{ answer: Goal[] }>);

export const addGoal = route(
  'POST',
  '/api/life-os/goals',
  typed<{ answer: Goal; body: z.input<typeof goalInputSchema> }>,
);

export const changeGoal = route(
  'PATCH',
  '/api/life-os/goals/:id',
  typed<{ answer: Goal; body: z.input<typeof goalChangeSchema> }>,
);

export const completeGoal = route(
  'POST',
  '/api/life-os/goals/:id/completion',
  typed<{ answer: Goal }>,
);

export const removeGoal = route('DELETE', '/api/life-os/goals/:id');

export const routines = route('GET', '/api/life-os/routines', typed<{ answer: Routine[] }>);

export const addRoutine = route(
  'POST',
  '/api/life-os/routines',
  typed<{ answer: Routine; body: z.input<typeof routineInputSchema> }>,
);

export const changeRoutine = route(
  'PATCH',
  '/api/life-os/routines/:id',
  typed<{ answer: Routine; body: z.input<typeof routineChangeSchema> }>,
);

/** Done today; repeat-safe. */
export const completeRoutine = route(
  'POST',
  '/api/life-os/routines/:id/completion',
  typed<{ answer: Routine }>,
);

/** Not done today after all. */
export const undoRoutine = route(
  'DELETE',
  '/api/life-os/routines/:id/completion',
  typed<{ answer: Routine }>,
);

export const removeRoutine = route('DELETE', '/api/life-os/routines/:id');

export const report = route('GET', '/api/life-os/report', typed<{ answer: LifeReport }>);
