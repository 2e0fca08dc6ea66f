import escapeHtml from 'escape-html';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import {
  FIRST_SCREEN_ELEMENT_ID,
  FIRST_SCREEN_RENDERER_FILE,
  jsonForScript,
  type FirstScreenRenderer,
} from '@aurum/shared/first-screen';
import { PAGE_PRELOADS_FILE, pagePreloadsSchema, preloadsFor } from '@aurum/shared/page-preloads';
import { pageTitle } from '@aurum/shared/page-titles';
import { isKnownRoute } from '@aurum/shared/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { firstScreenFor, rendererLoader, type FirstScreen } from './first-screen';

const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const webRenderer = fileURLToPath(
  new URL(`../../../web/${FIRST_SCREEN_RENDERER_FILE}`, import.meta.url),
);

const API_PREFIXES = ['/api/', '/auth/v1/', '/realtime'];

/** The build's page preloads table, or none when it is missing or not what the build writes. */
async function readPagePreloads(distDir: string) {
  const text = await readFile(path.join(distDir, PAGE_PRELOADS_FILE), 'utf8').catch(() => '');
  try {
    return pagePreloadsSchema.parse(JSON.parse(text));
  } catch {
    return undefined;
  }
}

const SESSION_RESTORE_SCRIPT = '<script src="/session-restore.js"></script>';

/** index.html with a first screen's markup in `#root` and its data beside it (ADR 031). */
function withFirstScreen(indexHtml: string, { html, data }: FirstScreen) {
  const block = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${jsonForScript(data)}</script>`;
  return (
    indexHtml
      // A function, so that `$` in the markup is not read as a replacement pattern.
      .replace('<div id="root"></div>', () => `<div id="root">${html}</div>${block}`)
      // The screen is painted from the page itself: the session restore must not hold up the
      // stylesheet and the markup behind it (the app waits for the restore itself).
      .replace(SESSION_RESTORE_SCRIPT, '<script async src="/session-restore.js"></script>')
  );
}

/** The page's own browser title in place of the product's name alone ("Marketplace · Aurum"). */
const withTitle = (indexHtml: string, pathname: string) =>
  indexHtml.replace(
    /<title>[^<]*<\/title>/,
    () => `<title>${escapeHtml(pageTitle(pathname))}</title>`,
  );

/**
 * index.html with the page's title, naming the files this page's first load needs, to be fetched
 * with the entry.
 */
async function pageFor(indexHtml: string, distDir: string, pathname: string) {
  const titled = withTitle(indexHtml, pathname);
  const table = await readPagePreloads(distDir);
  if (!table) return titled;
  const links = preloadsFor(table, pathname)
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
  return titled.replace('</head>', `${links}</head>`);
}

/**
 * Serves the built web app: files with long caching for hashed assets, and index.html for every
 * other page (history fallback), with status 404 for paths outside the route table. Each page
 * names the script files its first load needs (ADR 027). Files are looked up per request, so a
 * rebuild is served without a restart. The build writes brotli and gzip copies beside the files
 * (scripts/compress-web.mjs); the copy the browser accepts is sent.
 */
export interface WebAppOptions {
  serve: boolean;
  distDir?: string;
  /** The renderer of first screens (ADR 031); by default the web build's, when it is there. */
  renderer?: () => Promise<FirstScreenRenderer | undefined>;
}

export async function registerWebApp(app: FastifyInstance, options: WebAppOptions) {
  const distDir = options.distDir ?? webDist;
  const renderer = options.renderer ?? rendererLoader(webRenderer);
  const indexFile = path.join(distDir, 'index.html');
  if (options.serve) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: false,
      preCompressed: true,
      // The build's own bookkeeping (.vite/manifest.json) is not part of the site.
      dotfiles: 'ignore',
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const indexHtml =
      options.serve && !isApi && isRead
        ? await readFile(indexFile, 'utf8').catch(() => undefined)
        : undefined;
    if (!indexHtml) return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    const firstScreen = await renderedFirstScreen(request, pathname);
    const page = await pageFor(indexHtml, distDir, pathname);
    return (
      reply
        .status(isKnownRoute(pathname) ? 200 : 404)
        // A page with a member's screen in it is theirs alone and never stored.
        .header('cache-control', firstScreen ? 'private, no-store' : 'no-cache')
        .header('vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(firstScreen ? withFirstScreen(page, firstScreen) : page)
    );
  };

  /** A signed-in member's first screen for a page request, or undefined (ADR 031). */
  const renderedFirstScreen = async (request: FastifyRequest, pathname: string) => {
    if (request.method !== 'GET') return undefined;
    const screens = await renderer();
    if (!screens) return undefined;
    try {
      return await firstScreenFor(app, request, pathname, screens);
    } catch (error) {
      // The app renders the page itself, as it does for anyone without a first screen.
      request.log.warn({ err: error, pathname }, 'first screen not rendered');
      return undefined;
    }
  };
  // The landing page is a directory path, which the static handler would refuse.
  if (options.serve) app.get('/', sendPage);
  app.setNotFoundHandler(sendPage);
}
