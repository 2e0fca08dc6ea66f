import type { z } from 'zod';
import { route, typed } from '../api-route';
import type { personaSettingsSchema, PersonasView, QuickActionResult } from './personas';

/** The four personas, activation, settings and the active one's quick actions (ADR 080). */

export const view = route('GET', '/api/personas', typed<{ answer: PersonasView }>);

export const activate = route(
  'POST',
  '/api/personas/:id/activation',
  typed<{ answer: PersonasView }>,
);

export const saveSettings = route(
  'PUT',
  '/api/personas/:id/settings',
  typed<{ answer: PersonasView; body: z.input<typeof personaSettingsSchema> }>,
);

/** A calendar block (focus timer, breathing session). */
export const runQuickAction = route(
  'POST',
  '/api/personas/quick-actions/:actionId',
  typed<{ answer: QuickActionResult }>,
);
