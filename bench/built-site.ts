/**
 * What the browser benchmarks share: Aurum's production build served as the browser tests serve
 * it (e2e/support/start-server.mjs: embedded database, seeded catalogue), and a bare page on
 * node:http, the baseline measured in the same run. Needs `npm run build`.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** One heading and a paragraph, nothing else. */
const BASELINE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title><meta name="description" content="A bare page"></head><body><h1>Baseline</h1><p>One heading and a paragraph.</p></body></html>';

/** Serves the baseline page on this port; resolves with its address and a stop function. */
export async function startBaselinePage(port: number) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(BASELINE_HTML);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, stop: () => server.close() };
}

/** Starts the built Aurum on this port and waits until it answers. */
export async function startAurum(port: number) {
  const site = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['e2e/support/start-server.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'error', ACCESS_LOG: 'off' },
    stdio: 'inherit',
  });
  for (let i = 0; ; i++) {
    const up = await fetch(`${site}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    if (i > 120) throw new Error('Aurum did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { site, stop: () => server.kill('SIGTERM') };
}
