import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/server',
      'apps/server/vitest.mocking.config.ts',
      'apps/web',
      'apps/web/vitest.mocking.config.ts',
    ],
  },
});
