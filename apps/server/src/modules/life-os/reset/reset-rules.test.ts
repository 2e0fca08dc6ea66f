import { RESET_ACTIONS, resetSettingsSchema } from '@aurum/shared/life-os/reset';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors';
import {
  assertRunnable,
  awayNoteFrom,
  comfortFoodNotes,
  postponedMessage,
  postponeWindow,
  resetActionViews,
  sessionActions,
  staleBefore,
  wantedAt,
} from './reset-rules';

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? `${error.status} ${error.code}` : String(error);
  }
  return null;
};

describe('reset rules', () => {
  it('shows the five actions with the spec defaults (wellness not auto-triggered)', () => {
    const views = resetActionViews(new Map());
    expect(
      views.map((v) => [v.id, v.category, v.estimatedTime, v.isEnabled, v.autoTrigger]),
    ).toEqual([
      ['cancel_meetings', 'meetings', '2 min', true, true],
      ['order_comfort_food', 'food', '30-45 min', true, true],
      ['optimize_environment', 'environment', 'Instant', true, true],
      ['auto_replies', 'communication', 'Instant', true, true],
      ['wellness_session', 'wellness', '10-20 min', true, false],
    ]);
    expect(views[0]).not.toHaveProperty('defaultEnabled');
  });

  it('reads stored settings, and never an auto-trigger without the action enabled', () => {
    const views = resetActionViews(
      new Map([
        ['cancel_meetings', '{"isEnabled":false,"autoTrigger":false}'],
        ['order_comfort_food', '{"isEnabled":false,"autoTrigger":true}'],
        ['wellness_session', 'garbage'],
      ]),
    );
    expect(views[0]).toMatchObject({ isEnabled: false, autoTrigger: false });
    // A stored contradiction is not believed: the defaults stand.
    expect(views[1]).toMatchObject({ isEnabled: true, autoTrigger: true });
    expect(views[4]).toMatchObject({ isEnabled: true, autoTrigger: false });
    const refused = resetSettingsSchema.safeParse({
      actions: [{ id: 'auto_replies', isEnabled: false, autoTrigger: true }],
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Auto-trigger needs the action enabled');
  });

  it('runs every enabled action on a Quick Reset, the auto-triggered ones from the mood card', () => {
    const views = resetActionViews(
      new Map([['optimize_environment', '{"isEnabled":false,"autoTrigger":false}']]),
    );
    expect(sessionActions(views, 'manual')).toEqual([
      'cancel_meetings',
      'order_comfort_food',
      'auto_replies',
      'wellness_session',
    ]);
    expect(sessionActions(views, 'mood')).toEqual([
      'cancel_meetings',
      'order_comfort_food',
      'auto_replies',
    ]);
    const off = new Map(
      RESET_ACTIONS.map((a) => [a.id as string, '{"isEnabled":false,"autoTrigger":false}']),
    );
    expect(codeOf(() => sessionActions(resetActionViews(off), 'manual'))).toBe(
      '409 NOTHING_TO_RESET',
    );
  });

  it('runs an action once, only in its own active session', () => {
    const session = {
      status: 'active',
      actions: ['cancel_meetings', 'auto_replies'],
      actionsCompleted: ['auto_replies'],
    };
    expect(codeOf(() => assertRunnable(session, 'cancel_meetings'))).toBeNull();
    expect(codeOf(() => assertRunnable(session, 'auto_replies'))).toBe('409 ALREADY_RUN');
    expect(codeOf(() => assertRunnable(session, 'wellness_session'))).toBe('409 NOT_IN_RESET');
    expect(
      codeOf(() => assertRunnable({ ...session, status: 'completed' }, 'cancel_meetings')),
    ).toBe('409 RESET_FINISHED');
  });

  it('moves events of the next 4 hours by 4 hours; an away note of 4 hours', () => {
    const now = new Date('2026-05-31T21:30:00Z'); // Sunday 23:30 in Johannesburg
    expect(postponeWindow(now)).toEqual({ from: now, to: new Date('2026-06-01T01:30:00Z') });
    expect(postponedMessage(0)).toBe('No calendar events in the next 4 hours');
    expect(postponedMessage(1)).toBe('1 event moved 4 hours later');
    expect(postponedMessage(3)).toBe('3 events moved 4 hours later');
    expect(awayNoteFrom(now)).toEqual({
      note: 'Taking time to reset until 03:30.',
      until: new Date('2026-06-01T01:30:00Z'),
    });
    expect(staleBefore(now)).toEqual(new Date('2026-05-31T21:20:00Z'));
    expect(wantedAt(new Date('2026-05-31T21:31:00Z'), 45)).toEqual(
      new Date('2026-05-31T22:30:00Z'),
    );
  });

  it('tells the comfort-food provider only the food allergies and diet it is given', () => {
    expect(comfortFoodNotes({ foodAllergies: ['Peanuts'], dietaryRestrictions: ['Halaal'] })).toBe(
      'Allergies: Peanuts\nDietary restrictions: Halaal\nComfort food delivered to the member at home, as soon as possible (30-45 minutes).',
    );
    expect(comfortFoodNotes({ foodAllergies: [], dietaryRestrictions: [] })).not.toMatch(
      /Allergies|Dietary/,
    );
  });
});
