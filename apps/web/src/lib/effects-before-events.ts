import { options } from 'preact';
import { afterNextPaint } from './after-next-paint';

type Schedule = (runEffects: () => void) => void;

/** How long Preact waits for a frame before running effects anyway (its RAF_TIMEOUT). */
const FRAME_WAIT_MS = 35;

/** Preact's own timing: after the next frame, or after 35 ms in a tab that paints none. */
const afterNextFrame: Schedule = (runEffects) => afterNextPaint(runEffects, FRAME_WAIT_MS);

let installed = false;

/**
 * Runs a screen's pending effects before the next event reaches a handler, as React does before
 * a click or a key press; Preact by itself runs them after the next frame. Libraries written for
 * React count on it: TanStack Query's useMutation listens from an effect and drops `mutate`'s
 * onSuccess and onError when nothing listens yet, so a press in the frame after its button
 * appeared lost the toast saying how it went (ADR 087). Without an event first, effects run when
 * `schedule` says (after the next frame in the app). Installed once, by the app's root and by the
 * web tests' setup.
 */
export function runEffectsBeforeEvents(schedule: Schedule = afterNextFrame): void {
  if (installed) return;
  installed = true;
  let pending: (() => void) | undefined;
  options.requestAnimationFrame = (runEffects) => {
    pending = runEffects;
    schedule(() => {
      pending = undefined;
      runEffects();
    });
  };
  const previousEvent = options.event;
  options.event = (event) => {
    const runEffects = pending;
    pending = undefined;
    runEffects?.();
    return previousEvent ? previousEvent(event) : event;
  };
}
