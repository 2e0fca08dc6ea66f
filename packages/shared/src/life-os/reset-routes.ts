import type { z } from 'zod';
import { route, typed } from '../api-route';
import type {
  AwayNote,
  ResetActionOutcome,
  ResetActionView,
  ResetSession,
  resetSettingsSchema,
  resetStartSchema,
} from './reset';

/** The reset: settings, sessions and their actions, history, the away note (ADR 080). */

export const settings = route('GET', '/api/reset/settings', typed<{ answer: ResetActionView[] }>);

export const saveSettings = route(
  'PUT',
  '/api/reset/settings',
  typed<{ answer: ResetActionView[]; body: z.input<typeof resetSettingsSchema> }>,
);

export const start = route(
  'POST',
  '/api/reset/sessions',
  typed<{ answer: ResetSession; body: z.input<typeof resetStartSchema> }>,
);

export const sessions = route('GET', '/api/reset/sessions', typed<{ answer: ResetSession[] }>);

export const runAction = route(
  'POST',
  '/api/reset/sessions/:id/actions/:actionId',
  typed<{ answer: ResetActionOutcome }>,
);

export const complete = route(
  'POST',
  '/api/reset/sessions/:id/completion',
  typed<{ answer: ResetSession }>,
);

/** The away note a reset's auto replies set; none when the member is not away. */
export const awayNote = route('GET', '/api/reset/away', typed<{ answer: AwayNote | null }>);

export const endAway = route('DELETE', '/api/reset/away');
