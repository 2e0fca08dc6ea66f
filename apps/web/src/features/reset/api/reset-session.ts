import type { ResetActionId, ResetTrigger } from '@aurum/shared/life-os/reset';
import { callApi } from '../../../lib/call-api';
import * as resetRoutes from '@aurum/shared/life-os/reset-routes';

/**
 * The calls of one reset, made one after another by the browser (utils/run-reset.ts): start the
 * session (409 while another is running), run each action, complete it.
 */
export const resetSessionCalls = {
  /** POST /api/reset/sessions. */
  start: (trigger: ResetTrigger) =>
    callApi(resetRoutes.start, { body: { trigger_reason: trigger } }),
  /** POST /api/reset/sessions/:id/actions/:actionId. */
  runAction: (sessionId: string, action: ResetActionId) =>
    callApi(resetRoutes.runAction, { params: { id: sessionId, actionId: action } }),
  /** POST /api/reset/sessions/:id/completion. */
  complete: (sessionId: string) => callApi(resetRoutes.complete, { params: { id: sessionId } }),
};

export type ResetSessionCalls = typeof resetSessionCalls;
