import {
  RESET_ACTIONS,
  RESET_INSTANT_TOAST_MS,
  RESET_PAUSE_MS,
  RESET_TOAST_MS,
  type ResetActionDefinition,
  type ResetActionId,
  type ResetActionOutcome,
  type ResetSession,
  type ResetTrigger,
} from '@aurum/shared/life-os/reset';
import type { ResetSessionCalls } from '../api/reset-session';

/** Waits this many milliseconds; injected so tests need not wait real seconds. */
export type Wait = (ms: number) => Promise<void>;
export const realWait: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a running reset tells the screen, in order. */
export interface ResetRunEvents {
  started: (session: ResetSession) => void;
  /** An action begins; its start toast lasts `toastMs`. */
  actionStarted: (action: ResetActionDefinition, index: number, toastMs: number) => void;
  actionDone: (action: ResetActionDefinition, outcome: ResetActionOutcome, index: number) => void;
  finished: (session: ResetSession, failed: boolean) => void;
}

export const resetActionOf = (id: ResetActionId): ResetActionDefinition =>
  RESET_ACTIONS.find((action) => action.id === id)!;

/** How long an action's start toast shows before its completion toast (spec 02 section 9). */
export const startToastMs = (action: ResetActionDefinition) =>
  action.instant ? RESET_INSTANT_TOAST_MS : RESET_TOAST_MS;

/**
 * One reset (spec 02 section 4): starts the session, then runs its actions one after another, each
 * shown for its start toast's time while the server acts, with RESET_PAUSE_MS between actions,
 * and completes the session. An action whose call fails counts as failed; the others still run.
 * Starting throws as the call does (409 while another reset is running).
 */
export async function runReset(
  trigger: ResetTrigger,
  calls: ResetSessionCalls,
  wait: Wait,
  events: ResetRunEvents,
): Promise<ResetSession> {
  const session = await calls.start(trigger);
  events.started(session);
  let failed = false;
  for (const [index, id] of session.actions.entries()) {
    if (index > 0) await wait(RESET_PAUSE_MS);
    const action = resetActionOf(id);
    const toastMs = startToastMs(action);
    events.actionStarted(action, index, toastMs);
    const [outcome] = await Promise.all([
      calls.runAction(session.id, id).catch((): ResetActionOutcome => ({
        action: id,
        outcome: 'failed',
        message: `${action.name} could not be completed.`,
      })),
      wait(toastMs),
    ]);
    failed ||= outcome.outcome === 'failed';
    events.actionDone(action, outcome, index);
  }
  const completed = await calls.complete(session.id).catch(() => {
    failed = true;
    return session;
  });
  events.finished(completed, failed);
  return completed;
}
