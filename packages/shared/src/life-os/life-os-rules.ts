/**
 * Life OS's constants and rules without zod (goals.ts, routines.ts and smart-home.ts re-export
 * them with their schemas): what the web screens import, so the screens' first load carries no
 * schema library (ADR 024, ADR 067).
 */
export const GOAL_TYPES = ['wellness', 'financial', 'fitness', 'other'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];
export const GOAL_TYPE_LABELS: Record<GoalType, string> = {
  wellness: 'Wellness',
  financial: 'Financial',
  fitness: 'Fitness',
  other: 'Other',
};
export const GOAL_STATUSES = ['active', 'completed'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

/** The goal's progress in whole percent, capped at 100 (a completed goal reads 100). */
export function goalProgress(goal: {
  current_value: number;
  target_value: number;
  status: GoalStatus;
}): number {
  if (goal.status === 'completed') return 100;
  if (goal.target_value <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((goal.current_value / goal.target_value) * 100)));
}

export const ROUTINE_DEFAULT_TIME = '08:00';
export const ROUTINE_DEFAULT_CONFIDENCE = 0.5;
/** The overview and the lifestyle hub show at most this many active routines (spec: limit 5). */
export const ROUTINES_SHOWN = 5;

export const DEVICE_KINDS = ['light', 'switch', 'climate', 'scene'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];
export const DEVICE_KIND_LABELS: Record<DeviceKind, string> = {
  light: 'Light',
  switch: 'Switch',
  climate: 'Climate',
  scene: 'Scene',
};
