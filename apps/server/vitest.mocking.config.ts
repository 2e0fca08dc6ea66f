import { defineProject } from 'vitest/config';
import { MOCKING, SERVER_TEST } from './vitest.config';

/** The server's test files that mock a module, each in a module graph of its own (ADR 086). */
export default defineProject({
  test: { ...SERVER_TEST, name: 'server-mocking', include: MOCKING, isolate: true },
});
