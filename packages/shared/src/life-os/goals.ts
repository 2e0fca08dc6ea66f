import { z } from 'zod';
import { isRealDate } from '../onboarding/onboarding-contract';
import { GOAL_TYPES, type GoalStatus, type GoalType } from './life-os-rules';

/**
 * Goals (spec 02: id, title, type, target_value, current_value, deadline, status), saved per
 * member. Served at /api/life-os/goals: GET (list), POST (create), PATCH /:id (edit, also the
 * current value), POST /:id/completion (complete: current reaches target), DELETE /:id.
 */
export {
  GOAL_STATUSES,
  GOAL_TYPE_LABELS,
  GOAL_TYPES,
  goalProgress,
  type GoalStatus,
  type GoalType,
} from './life-os-rules';

export const GOAL_TITLE_MAX = 120;
export const GOAL_VALUE_MAX = 1_000_000_000;
/** A member keeps at most this many goals (a guard against runaway clients, not a tier rule). */
export const GOALS_MAX = 100;

const value = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .finite(`${label} must be a number`)
    .min(0, `${label} must be 0 or more`)
    .max(GOAL_VALUE_MAX, `${label} is too large`);

const goalFields = {
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(GOAL_TITLE_MAX, `Title must be at most ${GOAL_TITLE_MAX} characters`),
  type: z.enum(GOAL_TYPES, { error: 'Choose wellness, financial, fitness or other' }),
  target_value: value('Target').refine((n) => n > 0, 'Target must be more than 0'),
  current_value: value('Current value'),
  /** YYYY-MM-DD, or null for no deadline. */
  deadline: z
    .string({ error: 'Deadline must be a date' })
    .refine(isRealDate, 'Deadline must be a real date (YYYY-MM-DD)')
    .nullable(),
};

export const goalInputSchema = z.object({
  ...goalFields,
  current_value: goalFields.current_value.default(0),
  deadline: goalFields.deadline.default(null),
});
export type GoalInput = z.output<typeof goalInputSchema>;

export const goalChangeSchema = z
  .object(goalFields)
  .partial()
  .refine((change) => Object.keys(change).length > 0, 'Change at least one field');
export type GoalChange = z.output<typeof goalChangeSchema>;

export interface Goal {
  id: string;
  title: string;
  type: GoalType;
  target_value: number;
  current_value: number;
  deadline: string | null;
  status: GoalStatus;
  /** 0-100, whole: min(100, round(current / target * 100)); one rule, `goalProgress`. */
  progress: number;
  completed_at: string | null;
  created_at: string;
}
