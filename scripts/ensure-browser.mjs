#!/usr/bin/env node
// Finds the system Chromium for the browser tests, installing Debian's `chromium` package when it
// is missing and this machine can (root or password-less sudo with apt-get). Prints its path.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium() {
  if (process.env.CHROMIUM_PATH)
    return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null;
  return CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

function canRun(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

function install() {
  if (!canRun('sh', ['-c', 'command -v apt-get'])) return false;
  const asRoot = process.getuid?.() === 0;
  if (!asRoot && !canRun('sudo', ['-n', 'true'])) return false;
  const prefix = asRoot ? [] : ['sudo', '-n'];
  const run = (args) => {
    const [command, ...rest] = [...prefix, ...args];
    execFileSync(command, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  console.log('Chromium is missing: installing the Debian package "chromium"...');
  try {
    run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
  } catch {
    run(['apt-get', 'update']);
    run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
  }
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let found = findChromium();
  if (!found && install()) found = findChromium();
  if (!found) {
    console.error(
      'The browser tests need Chromium and it could not be installed here.\n' +
        'Install it with:  sudo apt-get install -y chromium   (Debian/Ubuntu)\n' +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  console.log(`Browser tests use ${found}`);
}
