import {
  INITIAL_PERSONA,
  PERSONA_DEFAULT_SETTINGS,
  PERSONAS,
  personaIdSchema,
  type PersonaId,
  type PersonaSettings,
  personaSettingsSchema,
  type PersonasView,
  QUICK_ACTIONS,
  type QuickAction,
} from '@aurum/shared/life-os/personas';
import { AppError } from '../../../platform/errors';

/** user_preferences categories and keys (issue 29): one key per persona; the active one. */
export const PERSONA_SETTINGS_CATEGORY = 'persona_settings';
export const ACTIVE_PERSONA_CATEGORY = 'active_persona';
export const ACTIVE_PERSONA_KEY = 'current';

function parsedJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The active persona stored as JSON text; focus while nothing (or nothing readable) is stored. */
export function activePersonaOf(stored: string | undefined): PersonaId {
  const parsed = personaIdSchema.safeParse(parsedJson(stored));
  return parsed.success ? parsed.data : INITIAL_PERSONA;
}

/** A persona's stored settings over its defaults (spec 02 section 9); unreadable -> defaults. */
export function settingsOf(persona: PersonaId, stored: string | undefined): PersonaSettings {
  const defaults = PERSONA_DEFAULT_SETTINGS[persona];
  const value = parsedJson(stored);
  if (!value || typeof value !== 'object') return { ...defaults };
  const parsed = personaSettingsSchema.safeParse({ ...defaults, ...value });
  return parsed.success ? parsed.data : { ...defaults };
}

/** The four personas with their settings; exactly one active. */
export function personasView(
  active: PersonaId,
  storedSettings: ReadonlyMap<string, string>,
): PersonasView {
  return {
    active,
    personas: PERSONAS.map((persona) => ({
      ...persona,
      features: [...persona.features],
      isActive: persona.id === active,
      settings: settingsOf(persona.id, storedSettings.get(persona.id)),
    })),
  };
}

const personaName = (id: PersonaId) => PERSONAS.find((persona) => persona.id === id)!.name;

/**
 * The quick action the member may run now: a calendar block of the active persona. A link only
 * opens a screen (400), another persona's action waits until that persona is active (409).
 */
export function runnableQuickAction(actionId: string, active: PersonaId): QuickAction {
  const action = QUICK_ACTIONS.find((candidate) => candidate.id === actionId);
  if (!action) throw new AppError('VALIDATION_ERROR', 'Unknown quick action', 400);
  if (action.kind !== 'calendar_block') {
    throw new AppError(
      'QUICK_ACTION_IS_LINK',
      `${action.label} opens ${action.to}: there is nothing to run.`,
      400,
    );
  }
  if (action.persona !== active) {
    const name = personaName(action.persona);
    throw new AppError(
      'PERSONA_NOT_ACTIVE',
      `${action.label} belongs to the ${name} persona. Activate ${name} first.`,
      409,
    );
  }
  return action;
}

const BLOCK_NAMES: Record<string, string> = {
  focus_timer: 'Focus block',
  breathing_session: 'Breathing session',
};

/** What a quick action's calendar block is called: "Focus block". */
export const blockName = (action: QuickAction) => BLOCK_NAMES[action.id] ?? action.label;
