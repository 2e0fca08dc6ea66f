import type { PersonaId, PersonasView, PersonaSettings } from '@aurum/shared/life-os/personas';

/** The view with this persona the one active (spec 02 section 4: exactly one). */
export function withActivePersona(view: PersonasView, id: PersonaId): PersonasView {
  return {
    active: id,
    personas: view.personas.map((persona) => ({ ...persona, isActive: persona.id === id })),
  };
}

/** The view with one persona's toggles changed. */
export function withPersonaSettings(
  view: PersonasView,
  id: PersonaId,
  settings: PersonaSettings,
): PersonasView {
  return {
    ...view,
    personas: view.personas.map((persona) =>
      persona.id === id ? { ...persona, settings } : persona,
    ),
  };
}
