import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with npm scripts
import { findChromium } from '../scripts/ensure-browser.mjs';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** E2E_PORT_BASE moves both servers (e.g. to run two suites side by side). */
const portBase = Number(process.env.E2E_PORT_BASE ?? 3100);
/**
 * With both databases, the browser suite's files divide between them (ADR 071): each file runs
 * once, the ones below on PostgreSQL and the rest on PGlite; every server rule already runs on
 * both in the integration suite. Live updates, races, payments and sign-in run on PostgreSQL, as
 * in production. `E2E_EVERY_FILE_ON_BOTH=1` runs every file on both databases.
 */
const ON_POSTGRES = [
  'account-changes',
  'admin',
  'assistant-concierge',
  'auth',
  'data-rights',
  'human-concierge',
  'journal',
  'life-os-personas-reset',
  'marketplace',
  'membership',
  'notifications',
  'passkeys',
  'relationship',
  'requests',
  'sessions',
  'society',
  'two-factor',
].map((name) => `${name}.spec.ts`);
const everyFileOnBoth = !withPostgres || process.env.E2E_EVERY_FILE_ON_BOTH === '1';
const databases = [
  { name: 'pglite', port: portBase, testIgnore: everyFileOnBoth ? [] : ON_POSTGRES },
  ...(withPostgres
    ? [
        {
          name: 'postgres',
          port: portBase + 1,
          testMatch: everyFileOnBoth ? undefined : ON_POSTGRES,
        },
      ]
    : []),
];

export default defineConfig({
  testDir: './tests',
  outputDir: `./.output/results-${portBase}`,
  fullyParallel: false,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: databases.length,
  // Budgets for a slow, shared 2-core machine (a CPU several times slower than usual makes the
  // longest journeys, such as sealing a capsule, pass a minute); a passing check returns at once.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['html', { outputFolder: `./.output/report-${portBase}`, open: 'never' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: (findChromium() as string | null) ?? undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: databases.map(({ name, port, ...files }) => ({
    name,
    ...files,
    use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${port}` },
  })),
  webServer: databases.map(({ name, port }) => ({
    command: 'node e2e/support/start-server.mjs',
    cwd: '..',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), E2E_DATABASE: name },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
