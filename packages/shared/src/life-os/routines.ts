import { z } from 'zod';
import { HH_MM } from '../onboarding/onboarding-contract';
import { ROUTINE_DEFAULT_TIME } from './life-os-rules';

/**
 * Routines (spec 02: routines table id, name, start_time, confidence_score, is_active; the
 * summary adds time default 08:00, completed_today, confidence default 0.5, next_action).
 * Served at /api/life-os/routines: GET (all, active first), POST, PATCH /:id,
 * POST /:id/completion (done today, in the member's day; repeat-safe), DELETE /:id/completion
 * (not done after all), DELETE /:id. A routine reminds the member at its time (e-mail until
 * notifications exist) unless the active persona's notifications are off or an away note is on.
 */
export { ROUTINE_DEFAULT_CONFIDENCE, ROUTINE_DEFAULT_TIME, ROUTINES_SHOWN } from './life-os-rules';
export const ROUTINES_MAX = 50;
export const ROUTINE_NAME_MAX = 80;
export const ROUTINE_NEXT_ACTION_MAX = 160;

const routineFields = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(ROUTINE_NAME_MAX, `Name must be at most ${ROUTINE_NAME_MAX} characters`),
  time: z
    .string({ error: 'Time must be a time like 07:30' })
    .regex(HH_MM, 'Time must be a time like 07:30'),
  next_action: z
    .string({ error: 'Next action must be text' })
    .trim()
    .max(
      ROUTINE_NEXT_ACTION_MAX,
      `Next action must be at most ${ROUTINE_NEXT_ACTION_MAX} characters`,
    ),
  is_active: z.boolean({ error: 'Active must be true or false' }),
  reminder: z.boolean({ error: 'Reminder must be true or false' }),
};

export const routineInputSchema = z.object({
  name: routineFields.name,
  time: routineFields.time.default(ROUTINE_DEFAULT_TIME),
  next_action: routineFields.next_action.default(''),
  is_active: routineFields.is_active.default(true),
  reminder: routineFields.reminder.default(true),
});
export type RoutineInput = z.output<typeof routineInputSchema>;

export const routineChangeSchema = z
  .object(routineFields)
  .partial()
  .refine((change) => Object.keys(change).length > 0, 'Change at least one field');
export type RoutineChange = z.output<typeof routineChangeSchema>;

export interface Routine {
  id: string;
  name: string;
  /** HH:MM in the member's time zone. */
  time: string;
  is_active: boolean;
  reminder: boolean;
  completed_today: boolean;
  /**
   * 0-1: how reliably the member keeps it (completions of the last 14 days over the days it was
   * active, ROUTINE_DEFAULT_CONFIDENCE until it has 3 days of history).
   */
  confidence_score: number;
  next_action: string;
  /** Days in a row up to today (or yesterday when today is still open). */
  streak: number;
  created_at: string;
}
