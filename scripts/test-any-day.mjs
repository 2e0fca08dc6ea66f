#!/usr/bin/env node
// `npm run test:any-day`: the unit and integration tests with the whole process clock moved to
// the awkward moments of ADR 011 (libfaketime, Debian package `faketime`): a Sunday at 23:30 and
// the last minutes of a month, both in Africa/Johannesburg. Extra arguments go to vitest.
import { spawnSync } from 'node:child_process';

const MOMENTS = [
  ['Sunday 29 November 2026, 23:30 in Johannesburg', '2026-11-29 21:30:00'],
  ['Monday 30 November 2026, 23:45 in Johannesburg (month end)', '2026-11-30 21:45:00'],
];

if (spawnSync('faketime', ['--version'], { stdio: 'ignore' }).error) {
  console.error('faketime is not installed: apt-get install faketime');
  process.exit(1);
}
for (const [label, utc] of MOMENTS) {
  console.log(`\n> vitest as of ${label}`);
  const result = spawnSync(
    'faketime',
    ['-f', `@${utc}`, 'npx', 'vitest', 'run', ...process.argv.slice(2)],
    { stdio: 'inherit', env: { ...process.env, TZ: 'UTC' } },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
