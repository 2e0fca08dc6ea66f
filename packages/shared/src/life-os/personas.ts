import { z } from 'zod';

/**
 * Personas (spec 02 sections 2, 4, 9): four personas, exactly one active (focus at first),
 * activating one deactivates the others, clicking the active card does nothing. Saved as JSON
 * text in user_preferences (persona_settings: one key per persona; active_persona: key current).
 * The active persona changes something real: the assistant's tone and suggestions, and whether
 * reminders are sent (`notifications`).
 *
 * GET /api/personas -> PersonasView; POST /api/personas/:id/activation -> PersonasView;
 * PUT /api/personas/:id/settings (PersonaSettings) -> PersonasView;
 * POST /api/personas/quick-actions/:actionId -> QuickActionResult.
 */
export const PERSONA_IDS = ['focus', 'wellness', 'power', 'rest'] as const;
export type PersonaId = (typeof PERSONA_IDS)[number];
export const INITIAL_PERSONA: PersonaId = 'focus';

export const personaSettingsSchema = z.object({
  notifications: z.boolean({ error: 'Notifications must be true or false' }),
  voiceMode: z.boolean({ error: 'Voice mode must be true or false' }),
  smartHomeIntegration: z.boolean({ error: 'Smart home must be true or false' }),
  autoRoutines: z.boolean({ error: 'Auto routines must be true or false' }),
});
export type PersonaSettings = z.output<typeof personaSettingsSchema>;

export const personaIdSchema = z.enum(PERSONA_IDS, { error: 'Unknown persona' });

/** Spec 02 section 9: notifications / voice / smart home / auto routines. */
export const PERSONA_DEFAULT_SETTINGS: Record<PersonaId, PersonaSettings> = {
  focus: { notifications: true, voiceMode: false, smartHomeIntegration: true, autoRoutines: true },
  wellness: {
    notifications: true,
    voiceMode: true,
    smartHomeIntegration: true,
    autoRoutines: false,
  },
  power: { notifications: true, voiceMode: true, smartHomeIntegration: false, autoRoutines: true },
  rest: { notifications: false, voiceMode: false, smartHomeIntegration: true, autoRoutines: true },
};

export const PERSONA_SETTING_LABELS: Record<keyof PersonaSettings, string> = {
  notifications: 'Notifications',
  voiceMode: 'Voice Mode',
  smartHomeIntegration: 'Smart Home Integration',
  autoRoutines: 'Auto Routines',
};

export interface PersonaDefinition {
  id: PersonaId;
  name: string;
  description: string;
  features: string[];
}

export const PERSONAS: readonly PersonaDefinition[] = [
  {
    id: 'focus',
    name: 'Focus',
    description: 'Deep work with fewer interruptions.',
    features: ['Short, to-the-point replies', 'Focus blocks in your calendar', 'Routines on time'],
  },
  {
    id: 'wellness',
    name: 'Wellness',
    description: 'Calm, balance and care for yourself first.',
    features: ['Wellness suggestions', 'Breathing sessions', 'Gentle reminders'],
  },
  {
    id: 'power',
    name: 'Power',
    description: 'Get the most out of a full day.',
    features: ['Proactive suggestions', 'Day planning with the concierge', 'Goals in view'],
  },
  {
    id: 'rest',
    name: 'Rest',
    description: 'Switch off and recharge.',
    features: ['Reminders off', 'Rest scene at home', 'Quiet, brief replies'],
  },
];

export interface Persona extends PersonaDefinition {
  isActive: boolean;
  settings: PersonaSettings;
}

export interface PersonasView {
  active: PersonaId;
  personas: Persona[];
}

/**
 * Quick actions of each persona. `calendar_block` adds a block of `minutes` starting now to the
 * member's calendar (spec 02 section 9: focus timer 25 minutes, breathing session 5 minutes);
 * `link` opens another Aurum screen.
 */
export interface QuickAction {
  id: string;
  persona: PersonaId;
  label: string;
  description: string;
  kind: 'calendar_block' | 'link';
  minutes?: number;
  to?: string;
}

export const FOCUS_TIMER_MINUTES = 25;
export const BREATHING_SESSION_MINUTES = 5;

export const QUICK_ACTIONS: readonly QuickAction[] = [
  {
    id: 'focus_timer',
    persona: 'focus',
    label: 'Start a focus block',
    description: `${FOCUS_TIMER_MINUTES} minutes of focus, blocked in your calendar`,
    kind: 'calendar_block',
    minutes: FOCUS_TIMER_MINUTES,
  },
  {
    id: 'review_routines',
    persona: 'focus',
    label: 'Review routines',
    description: 'See what is next today',
    kind: 'link',
    to: '/life-os?tab=routines',
  },
  {
    id: 'breathing_session',
    persona: 'wellness',
    label: 'Breathing session',
    description: `${BREATHING_SESSION_MINUTES} minutes to breathe, blocked in your calendar`,
    kind: 'calendar_block',
    minutes: BREATHING_SESSION_MINUTES,
  },
  {
    id: 'mood_check_in',
    persona: 'wellness',
    label: 'Mood check-in',
    description: 'Two taps on your lifestyle hub',
    kind: 'link',
    to: '/lifestyle',
  },
  {
    id: 'plan_day',
    persona: 'power',
    label: 'Plan my day',
    description: 'Ask the concierge to line up the day',
    kind: 'link',
    to: '/ai-assistant',
  },
  {
    id: 'review_goals',
    persona: 'power',
    label: 'Review goals',
    description: 'Progress on every goal',
    kind: 'link',
    to: '/life-os?tab=goals',
  },
  {
    id: 'start_reset',
    persona: 'rest',
    label: 'Start a reset',
    description: 'Clear the next hours and rest',
    kind: 'link',
    to: '/reset',
  },
  {
    id: 'journal',
    persona: 'rest',
    label: 'Write it down',
    description: 'A few lines in your journal',
    kind: 'link',
    to: '/ai-journal',
  },
];

export interface QuickActionResult {
  action: string;
  /** What was done, in the product's words ("Focus block added: 14:05-14:30"). */
  message: string;
  calendar_event_id?: string;
}
