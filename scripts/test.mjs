#!/usr/bin/env node
// `npm test`: every test. Unit and integration tests (vitest; PGlite always, PostgreSQL too when
// TEST_DATABASE_URL is set), then the browser tests in the system Chromium against the built app.
import { spawnSync } from 'node:child_process';

const steps = [
  ['npx', ['vitest', 'run']],
  ['npm', ['run', 'test:e2e']],
];
for (const [command, args] of steps) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
