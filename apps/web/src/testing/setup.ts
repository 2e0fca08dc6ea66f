import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { runEffectsBeforeEvents } from '../lib/effects-before-events';

// Testing Library unmounts automatically only when Vitest globals are on; they are off here.
afterEach(() => {
  cleanup();
});

// findBy and waitFor wait up to 5 s instead of 1 s: screens load code on demand (form checks,
// toasts) and run effects after the paint, which takes longer on a busy machine. A passing
// check returns as soon as it passes, so this only changes how long a failing one waits.
configure({ asyncUtilTimeout: 5_000 });

// Effects run before the next event, as in the app (ADR 087), and here as soon as the render is
// done instead of after the next frame, as React's act() does: a test acts the moment a screen
// is there, faster than anyone's hand, and would otherwise race the effects that make it ready
// (a dialog's layer taking the pointer, a mutation's listener).
runEffectsBeforeEvents((runEffects) => queueMicrotask(runEffects));
