/**
 * What the browser benchmarks share: Aurum's production build served as the browser tests serve
 * it (e2e/support/start-server.mjs: embedded database, seeded catalogue), and the baselines
 * measured in the same run: issue 10's trivial Vite + React page (built here from
 * `baseline-page/`) and, as a stricter reference, a static page with no script. Needs
 * `npm run build`.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** One heading and a paragraph, nothing else: no script, no stylesheet. */
const STATIC_PAGE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title><meta name="description" content="A bare page"></head><body><h1>Baseline</h1><p>One heading and a paragraph.</p></body></html>';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

/** Serves these files (path -> body) on this port; resolves with its address and a stop function. */
async function serveFiles(port: number, files: Map<string, Buffer>) {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    const name = pathname === '/' ? '/index.html' : pathname;
    const body = files.get(name);
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(name)] ?? 'text/plain' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, stop: () => server.close() };
}

/** Serves the static page (no script) on this port. */
export function startStaticPage(port: number) {
  return serveFiles(port, new Map([['/index.html', Buffer.from(STATIC_PAGE_HTML)]]));
}

/**
 * Builds issue 10's baseline, a trivial Vite + React page (React 19, production mode, no plugins
 * beyond Vite's own), and serves the build on this port as a plain static server would.
 */
export async function startBaselinePage(port: number) {
  const outDir = path.join(tmpdir(), `aurum-bench-baseline-${process.pid}`);
  const output = await build({
    configFile: false,
    root: path.join(root, 'bench', 'baseline-page'),
    logLevel: 'warn',
    mode: 'production',
    build: { outDir, emptyOutDir: true, write: true },
  });
  const outputs = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output : [],
  );
  const files = new Map<string, Buffer>();
  for (const file of outputs) {
    files.set(`/${file.fileName}`, await readFile(path.join(outDir, file.fileName)));
  }
  return serveFiles(port, files);
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
