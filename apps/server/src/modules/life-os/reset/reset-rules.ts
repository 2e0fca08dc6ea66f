import {
  AWAY_NOTE_HOURS,
  RESET_ACTIONS,
  RESET_POSTPONE_HOURS,
  RESET_SESSION_STALE_MINUTES,
  type ResetActionDefinition,
  type ResetActionId,
  resetActionSettingSchema,
  type ResetActionView,
  type ResetTrigger,
} from '@aurum/shared/life-os/reset';
import { formatTime } from '@aurum/shared/format/dates';
import { dietLines, type SharedDiet } from '@aurum/shared/medical/shared-with-providers';
import { AppError } from '../../../platform/errors';

/** user_preferences category of the reset's settings: one key per action (issue 29). */
export const RESET_SETTINGS_CATEGORY = 'reset_actions';

const HOUR_MS = 60 * 60 * 1000;

interface StoredSetting {
  isEnabled: boolean;
  autoTrigger: boolean;
}

/** An action's stored setting over its defaults; unreadable text or a broken rule -> defaults. */
function settingOf(action: ResetActionDefinition, stored: string | undefined): StoredSetting {
  const defaults = { isEnabled: action.defaultEnabled, autoTrigger: action.defaultAutoTrigger };
  if (stored === undefined) return defaults;
  try {
    const parsed = resetActionSettingSchema.safeParse({ ...JSON.parse(stored), id: action.id });
    return parsed.success
      ? { isEnabled: parsed.data.isEnabled, autoTrigger: parsed.data.autoTrigger }
      : defaults;
  } catch {
    return defaults;
  }
}

/** The five actions with the member's settings, in the spec's order. */
export function resetActionViews(stored: ReadonlyMap<string, string>): ResetActionView[] {
  return RESET_ACTIONS.map((action) => {
    const { defaultEnabled: _enabled, defaultAutoTrigger: _auto, ...shown } = action;
    return { ...shown, ...settingOf(action, stored.get(action.id)) };
  });
}

/** The stored text of one action's setting. */
export const settingText = (setting: StoredSetting) =>
  JSON.stringify({ isEnabled: setting.isEnabled, autoTrigger: setting.autoTrigger });

/**
 * The actions a session runs, in order: every enabled one for a Quick Reset, the enabled and
 * auto-triggered ones when the low-mood card starts it. None -> 409, nothing to run.
 */
export function sessionActions(views: ResetActionView[], trigger: ResetTrigger): ResetActionId[] {
  const actions = views
    .filter((view) => view.isEnabled && (trigger === 'manual' || view.autoTrigger))
    .map((view) => view.id);
  if (actions.length === 0) {
    throw new AppError(
      'NOTHING_TO_RESET',
      trigger === 'manual'
        ? 'Turn on at least one reset action in Settings first.'
        : 'Turn on auto-trigger for at least one reset action in Settings first.',
      409,
    );
  }
  return actions;
}

/** An active session older than RESET_SESSION_STALE_MINUTES is closed when a new one starts. */
export const staleBefore = (now: Date) =>
  new Date(now.getTime() - RESET_SESSION_STALE_MINUTES * 60 * 1000);

const nameOf = (id: ResetActionId) => RESET_ACTIONS.find((action) => action.id === id)!.name;

/**
 * Whether the action may run now in this session: the session is still active, the action is
 * one of its own and has not run yet (409 otherwise, with what to do).
 */
export function assertRunnable(
  session: { status: string; actions: string[]; actionsCompleted: string[] },
  action: ResetActionId,
) {
  if (session.status !== 'active') {
    throw new AppError('RESET_FINISHED', 'This reset has finished. Start a new one.', 409);
  }
  if (!session.actions.includes(action)) {
    throw new AppError('NOT_IN_RESET', `${nameOf(action)} is not part of this reset.`, 409);
  }
  if (session.actionsCompleted.includes(action)) {
    throw new AppError('ALREADY_RUN', `${nameOf(action)} has already run in this reset.`, 409);
  }
}

/** cancel_meetings' window: events starting from now until RESET_POSTPONE_HOURS from now. */
export const postponeWindow = (now: Date) => ({
  from: now,
  to: new Date(now.getTime() + RESET_POSTPONE_HOURS * HOUR_MS),
});
export const POSTPONE_MS = RESET_POSTPONE_HOURS * HOUR_MS;

/** "2 events moved by 4 hours" / "No calendar events in the next 4 hours". */
export function postponedMessage(count: number) {
  if (count === 0) return `No calendar events in the next ${RESET_POSTPONE_HOURS} hours`;
  return `${count} ${count === 1 ? 'event' : 'events'} moved ${RESET_POSTPONE_HOURS} hours later`;
}

/** The away note of auto_replies: until AWAY_NOTE_HOURS from now. */
export function awayNoteFrom(now: Date) {
  const until = new Date(now.getTime() + AWAY_NOTE_HOURS * HOUR_MS);
  return { note: `Taking time to reset until ${formatTime(until)}.`, until };
}

/**
 * What the comfort-food request tells the provider of the member's health: only their food
 * allergies and diet (never a drug allergy, medication or condition: `diet` is already only
 * what a provider may be told, dietSharedWithProviders).
 */
export function comfortFoodNotes(diet: SharedDiet): string {
  return [
    ...dietLines({ allergies: diet.foodAllergies, dietaryRestrictions: diet.dietaryRestrictions }),
    'Comfort food delivered to the member at home, as soon as possible (30-45 minutes).',
  ].join('\n');
}

/** When a filed reset request is wanted: soon, on the next quarter hour after `minutes`. */
export function wantedAt(now: Date, minutes: number): Date {
  const quarter = 15 * 60 * 1000;
  return new Date(Math.ceil((now.getTime() + minutes * 60 * 1000) / quarter) * quarter);
}
