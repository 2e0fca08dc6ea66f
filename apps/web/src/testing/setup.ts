import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts automatically only when Vitest globals are on; they are off here.
afterEach(() => {
  cleanup();
});
