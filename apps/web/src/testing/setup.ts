import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts automatically only when Vitest globals are on; they are off here.
afterEach(() => {
  cleanup();
});

// findBy and waitFor wait up to 5 s instead of 1 s: screens load code on demand (form checks,
// toasts) and run effects after the paint, which takes longer on a busy machine. A passing
// check returns as soon as it passes, so this only changes how long a failing one waits.
configure({ asyncUtilTimeout: 5_000 });
