import { PERSONA_DEFAULT_SETTINGS } from '@aurum/shared/life-os/personas';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors';
import { activePersonaOf, personasView, runnableQuickAction, settingsOf } from './persona-rules';

const refusal = (run: () => unknown): unknown[] | null => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? [error.status, error.code, error.message] : [error];
  }
  return null;
};

describe('persona rules', () => {
  it('starts with focus, and reads the stored active persona', () => {
    expect(activePersonaOf(undefined)).toBe('focus');
    expect(activePersonaOf('"wellness"')).toBe('wellness');
    // Unreadable or unknown text is no persona: focus.
    expect(activePersonaOf('wellness')).toBe('focus');
    expect(activePersonaOf('"sleepy"')).toBe('focus');
  });

  it('gives each persona its spec defaults until settings are stored', () => {
    expect(settingsOf('rest', undefined)).toEqual({
      notifications: false,
      voiceMode: false,
      smartHomeIntegration: true,
      autoRoutines: true,
    });
    expect(settingsOf('power', '{"voiceMode":false}')).toEqual({
      ...PERSONA_DEFAULT_SETTINGS.power,
      voiceMode: false,
    });
    expect(settingsOf('focus', '{"notifications":"yes"}')).toEqual(PERSONA_DEFAULT_SETTINGS.focus);
    expect(settingsOf('focus', 'not json')).toEqual(PERSONA_DEFAULT_SETTINGS.focus);
  });

  it('shows the four personas with exactly one active', () => {
    const view = personasView('power', new Map([['power', '{"smartHomeIntegration":true}']]));
    expect(view.active).toBe('power');
    expect(view.personas.map((p) => p.id)).toEqual(['focus', 'wellness', 'power', 'rest']);
    expect(view.personas.filter((p) => p.isActive).map((p) => p.id)).toEqual(['power']);
    expect(view.personas[2]!.settings.smartHomeIntegration).toBe(true);
    expect(view.personas[1]!.settings).toEqual(PERSONA_DEFAULT_SETTINGS.wellness);
  });

  it("runs only the active persona's calendar blocks", () => {
    expect(runnableQuickAction('focus_timer', 'focus').minutes).toBe(25);
    expect(runnableQuickAction('breathing_session', 'wellness').minutes).toBe(5);
    expect(refusal(() => runnableQuickAction('breathing_session', 'focus'))).toEqual([
      409,
      'PERSONA_NOT_ACTIVE',
      'Breathing session belongs to the Wellness persona. Activate Wellness first.',
    ]);
    expect(refusal(() => runnableQuickAction('review_goals', 'power'))).toEqual([
      400,
      'QUICK_ACTION_IS_LINK',
      'Review goals opens /life-os?tab=goals: there is nothing to run.',
    ]);
    expect(refusal(() => runnableQuickAction('nap', 'rest'))?.slice(0, 2)).toEqual([
      400,
      'VALIDATION_ERROR',
    ]);
  });
});
