import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { configDefaults, defineProject } from 'vitest/config';
import { filesToIsolate } from '../../scripts/vitest-isolation.mjs';

/** Test files that mock a module: they run in a project of their own, isolated (ADR 086). */
export const MOCKING = filesToIsolate(import.meta.dirname, 'src');

/** The web tests: every file but those that mock (`mocking` false), or only those (true). */
export function webProject(mocking: boolean) {
  return defineProject({
    plugins: [preact({ devToolsEnabled: false, prefreshEnabled: false })],
    resolve: {
      // Browser builds of the libraries (lucide-react's Node build would require React itself).
      conditions: ['module', 'browser', 'development|production'],
      mainFields: ['browser', 'module', 'main'],
      alias: [
        // Testing Library's CommonJS build would load React DOM itself; its ES build follows the aliases.
        {
          find: /^@testing-library\/react$/,
          replacement: fileURLToPath(
            new URL(
              '../../node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
              import.meta.url,
            ),
          ),
        },
      ],
    },
    test: {
      name: mocking ? 'web-mocking' : 'web',
      environment: 'jsdom',
      include: mocking ? MOCKING : ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      exclude: mocking ? configDefaults.exclude : [...configDefaults.exclude, ...MOCKING],
      // The files of a worker share one module graph and one jsdom, cleaned after every test.
      isolate: mocking,
      setupFiles: ['src/testing/setup.ts'],
      // A screen's test takes under a second; on the busy two-core CI machine one took 5 s (the
      // default limit) while another process held the cores, so the limit leaves room.
      testTimeout: 20_000,
      // Libraries written for React resolve react to Preact too, so they are bundled, not loaded as-is.
      server: { deps: { inline: true } },
    },
  });
}

export default webProject(false);
