import type {
  ResetActionId,
  ResetActionOutcome,
  ResetSession,
  ResetTrigger,
} from '@aurum/shared/life-os/reset';
import { apiRequest } from '../../../lib/api-client';

/**
 * The calls of one reset, made one after another by the browser (utils/run-reset.ts): start the
 * session (409 while another is running), run each action, complete it.
 */
export const resetSessionCalls = {
  /** POST /api/reset/sessions. */
  start: (trigger: ResetTrigger) =>
    apiRequest<ResetSession>('/api/reset/sessions', {
      method: 'POST',
      body: { trigger_reason: trigger },
    }),
  /** POST /api/reset/sessions/:id/actions/:actionId. */
  runAction: (sessionId: string, action: ResetActionId) =>
    apiRequest<ResetActionOutcome>(`/api/reset/sessions/${sessionId}/actions/${action}`, {
      method: 'POST',
    }),
  /** POST /api/reset/sessions/:id/completion. */
  complete: (sessionId: string) =>
    apiRequest<ResetSession>(`/api/reset/sessions/${sessionId}/completion`, { method: 'POST' }),
};

export type ResetSessionCalls = typeof resetSessionCalls;
