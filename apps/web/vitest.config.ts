import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineProject } from 'vitest/config';

export default defineProject({
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
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    // Libraries written for React resolve react to Preact too, so they are bundled, not loaded as-is.
    server: { deps: { inline: true } },
  },
});
