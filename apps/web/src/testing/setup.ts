import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';

// Testing Library unmounts automatically only when Vitest globals are on; they are off here.
afterEach(() => {
  cleanup();
});

// findBy and waitFor wait up to 5 s instead of 1 s: screens load code on demand (form checks,
// toasts) and run effects after the paint, which takes longer on a busy machine. A passing
// check returns as soon as it passes, so this only changes how long a failing one waits.
configure({ asyncUtilTimeout: 5_000 });

// Preact runs effects after the next frame: a requestAnimationFrame raced by a 35 ms timer whose
// handler calls cancelAnimationFrame. When a test file ends inside those 35 ms, jsdom's globals are
// already gone when the timer fires and Node reports "cancelAnimationFrame is not defined" as an
// uncaught error. This is Preact's own scheduling, with the frame functions looked up when used.
const FRAME_TIMEOUT_MS = 35;
options.requestAnimationFrame = (callback) => {
  const done = () => {
    clearTimeout(timeout);
    if (typeof globalThis.cancelAnimationFrame === 'function')
      globalThis.cancelAnimationFrame(frame);
    setTimeout(callback);
  };
  const timeout = setTimeout(done, FRAME_TIMEOUT_MS);
  const frame =
    typeof globalThis.requestAnimationFrame === 'function'
      ? globalThis.requestAnimationFrame(done)
      : 0;
};
