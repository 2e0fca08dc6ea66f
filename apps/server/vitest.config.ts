import { configDefaults, defineProject } from 'vitest/config';
import { filesToIsolate } from '../../scripts/vitest-isolation.mjs';

/** Test files that mock a module: they run in a project of their own, isolated (ADR 086). */
export const MOCKING = filesToIsolate(import.meta.dirname, 'src');
export const SERVER_TEST = { testTimeout: 30_000, hookTimeout: 60_000 };

export default defineProject({
  test: {
    ...SERVER_TEST,
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...MOCKING],
    // The files of a worker share one module graph: the server's modules load once, not per file.
    isolate: false,
  },
});
