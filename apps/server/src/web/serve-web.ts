import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { PAGE_PRELOADS_FILE, pagePreloadsSchema, preloadsFor } from '@aurum/shared/page-preloads';
import { isKnownRoute } from '@aurum/shared/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

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

/** index.html naming the files this page's first load needs, to be fetched with the entry. */
async function pageFor(indexHtml: string, distDir: string, pathname: string) {
  const table = await readPagePreloads(distDir);
  if (!table) return indexHtml;
  const links = preloadsFor(table, pathname)
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
  return indexHtml.replace('</head>', `${links}</head>`);
}

/**
 * Serves the built web app: files with long caching for hashed assets, and index.html for every
 * other page (history fallback), with status 404 for paths outside the route table. Each page
 * names the script files its first load needs (ADR 027). Files are looked up per request, so a
 * rebuild is served without a restart. The build writes brotli and gzip copies beside the files
 * (scripts/compress-web.mjs); the copy the browser accepts is sent.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { serve: boolean; distDir?: string },
) {
  const distDir = options.distDir ?? webDist;
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
    return reply
      .status(isKnownRoute(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await pageFor(indexHtml, distDir, pathname));
  };
  // The landing page is a directory path, which the static handler would refuse.
  if (options.serve) app.get('/', sendPage);
  app.setNotFoundHandler(sendPage);
}
