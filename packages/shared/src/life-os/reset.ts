import { z } from 'zod';

/**
 * Reset (spec 02 sections 2, 4, 9): five actions with their categories and times; enable and
 * auto-trigger saved per member as JSON text in user_preferences (reset_actions, one key per
 * action); auto-trigger is off and cannot be turned on while the action is disabled.
 *
 * A session (reset_sessions: active then completed) runs the actions one after another: the
 * browser starts it, asks the server to run each action in turn (with the spec's pauses and
 * toasts between them) and completes it. At most one active session per member; an active
 * session older than RESET_SESSION_STALE_MINUTES is closed as interrupted when a new one starts.
 * A session started by the low-mood card (trigger 'mood') runs the actions that are enabled and
 * auto-triggered; a Quick Reset (trigger 'manual') runs every enabled action.
 *
 * GET /api/reset/settings -> ResetActionView[]; PUT /api/reset/settings (resetSettingsSchema)
 * -> ResetActionView[]; POST /api/reset/sessions ({trigger_reason}) -> ResetSession (409 while
 * another is active); POST /api/reset/sessions/:id/actions/:actionId -> ResetActionOutcome;
 * POST /api/reset/sessions/:id/completion -> ResetSession; GET /api/reset/sessions -> history,
 * newest first; GET /api/reset/away -> AwayNote | null; DELETE /api/reset/away (back early).
 */
export const RESET_ACTION_IDS = [
  'cancel_meetings',
  'order_comfort_food',
  'optimize_environment',
  'auto_replies',
  'wellness_session',
] as const;
export type ResetActionId = (typeof RESET_ACTION_IDS)[number];
export const resetActionIdSchema = z.enum(RESET_ACTION_IDS, { error: 'Unknown reset action' });

export type ResetCategory = 'meetings' | 'food' | 'environment' | 'communication' | 'wellness';

export interface ResetActionDefinition {
  id: ResetActionId;
  name: string;
  description: string;
  category: ResetCategory;
  estimatedTime: string;
  /** Instant actions show their start toast 0.5 s, others 2 s (spec 02 section 9). */
  instant: boolean;
  defaultEnabled: boolean;
  defaultAutoTrigger: boolean;
}

/** Meetings move by this many hours, and those starting within as many hours from now. */
export const RESET_POSTPONE_HOURS = 4;
/** The away note of auto_replies lasts as long. */
export const AWAY_NOTE_HOURS = 4;
export const RESET_PAUSE_MS = 1000;
export const RESET_TOAST_MS = 2000;
export const RESET_INSTANT_TOAST_MS = 500;
export const RESET_SESSION_STALE_MINUTES = 10;

export const RESET_ACTIONS: readonly ResetActionDefinition[] = [
  {
    id: 'cancel_meetings',
    name: 'Cancel Meetings',
    description: `Postpone your calendar events of the next ${RESET_POSTPONE_HOURS} hours by ${RESET_POSTPONE_HOURS} hours`,
    category: 'meetings',
    estimatedTime: '2 min',
    instant: false,
    defaultEnabled: true,
    defaultAutoTrigger: true,
  },
  {
    id: 'order_comfort_food',
    name: 'Order Comfort Food',
    description: 'The concierge orders your comfort food, mindful of your allergies and diet',
    category: 'food',
    estimatedTime: '30-45 min',
    instant: false,
    defaultEnabled: true,
    defaultAutoTrigger: true,
  },
  {
    id: 'optimize_environment',
    name: 'Optimize Environment',
    description: 'Set your home to its rest scene',
    category: 'environment',
    estimatedTime: 'Instant',
    instant: true,
    defaultEnabled: true,
    defaultAutoTrigger: true,
  },
  {
    id: 'auto_replies',
    name: 'Auto Replies',
    description: `An away note for ${AWAY_NOTE_HOURS} hours: reminders pause and the concierge keeps to what is urgent`,
    category: 'communication',
    estimatedTime: 'Instant',
    instant: true,
    defaultEnabled: true,
    defaultAutoTrigger: true,
  },
  {
    id: 'wellness_session',
    name: 'Wellness Session',
    description: 'The concierge books a wellness session for you',
    category: 'wellness',
    estimatedTime: '10-20 min',
    instant: false,
    defaultEnabled: true,
    defaultAutoTrigger: false,
  },
];

export const resetActionSettingSchema = z
  .object({
    id: resetActionIdSchema,
    isEnabled: z.boolean({ error: 'Enabled must be true or false' }),
    autoTrigger: z.boolean({ error: 'Auto-trigger must be true or false' }),
  })
  .refine((setting) => setting.isEnabled || !setting.autoTrigger, {
    message: 'Auto-trigger needs the action enabled',
    path: ['autoTrigger'],
  });

export const resetSettingsSchema = z.object({
  actions: z
    .array(resetActionSettingSchema, { error: 'Actions must be a list' })
    .min(1, 'Change at least one action')
    .max(RESET_ACTION_IDS.length, 'Too many actions'),
});
export type ResetSettingsInput = z.output<typeof resetSettingsSchema>;

export interface ResetActionView extends Omit<
  ResetActionDefinition,
  'defaultEnabled' | 'defaultAutoTrigger'
> {
  isEnabled: boolean;
  autoTrigger: boolean;
}

export const RESET_TRIGGERS = ['manual', 'mood'] as const;
export type ResetTrigger = (typeof RESET_TRIGGERS)[number];
export const resetStartSchema = z.object({
  trigger_reason: z.enum(RESET_TRIGGERS, { error: 'Unknown reset trigger' }).default('manual'),
});

export type ResetSessionStatus = 'active' | 'completed' | 'interrupted';

export interface ResetActionOutcome {
  action: ResetActionId;
  /** 'done', 'skipped' (nothing to do, e.g. no events in the next hours) or 'failed'. */
  outcome: 'done' | 'skipped' | 'failed';
  /** In the product's words: "2 events moved to after 18:30", "Request filed: Private Chef". */
  message: string;
  /** Where the member can see it (a request's status page, the calendar). */
  link?: string;
}

export interface ResetSession {
  id: string;
  started_at: string;
  completed_at: string | null;
  trigger_reason: ResetTrigger;
  status: ResetSessionStatus;
  /** The actions this session runs, in order. */
  actions: ResetActionId[];
  actions_completed: ResetActionId[];
  outcomes: ResetActionOutcome[];
}

export interface AwayNote {
  note: string;
  until: string;
}
