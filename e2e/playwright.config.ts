import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with npm scripts
import { findChromium } from '../scripts/ensure-browser.mjs';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** E2E_PORT_BASE moves both servers (e.g. to run two suites side by side). */
const portBase = Number(process.env.E2E_PORT_BASE ?? 3100);
const databases = [
  { name: 'pglite', port: portBase },
  ...(withPostgres ? [{ name: 'postgres', port: portBase + 1 }] : []),
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
  projects: databases.map(({ name, port }) => ({
    name,
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
