import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { pageTitle } from '@aurum/shared/page-titles';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './serve-web';

const VENDOR = `export const words = ${JSON.stringify('Aurum '.repeat(500))};`;

/** The page's own title, as the server writes it into index.html (ADR 034). */
const titleOf = (url: string) => `<title>${pageTitle(url)}</title>`;

describe('serving the built web app', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'aurum-dist-'));
  const app = Fastify();
  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Aurum</title>');
    writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'assets', 'vendor-5678.js'), VENDOR);
    writeFileSync(path.join(dist, 'assets', 'vendor-5678.js.br'), brotliCompressSync(VENDOR));
    writeFileSync(path.join(dist, 'assets', 'vendor-5678.js.gz'), gzipSync(VENDOR));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
    await registerWebApp(app, { serve: true, distDir: dist });
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves hashed assets for a year and other files without caching', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli copy of an asset to a browser that accepts it, cached for a year', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/vendor-5678.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(VENDOR);
  });

  it('sends the gzip copy without brotli, and the file itself without either', async () => {
    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/vendor-5678.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(VENDOR);
    const plain = await app.inject({ method: 'GET', url: '/assets/vendor-5678.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(VENDOR);
    // A file the build did not compress is sent as it is, also to a browser that accepts brotli.
    const small = await app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1)');
  });

  it('never lets a browser cache index.html', async () => {
    for (const url of ['/', '/dashboard', '/no-such-page', '/index.html']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.headers['cache-control'], url).toBe('no-cache');
      // index.html asked for by name is the build's file itself, with the product's name.
      const title = url === '/index.html' ? '<title>Aurum</title>' : titleOf(url);
      expect(page.body, url).toContain(title);
    }
  });

  it("keeps the build's own files private", async () => {
    const res = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toBe('{}');
  });

  it('answers the landing page and app routes with index.html, also for HEAD', async () => {
    for (const url of ['/', '/auth', '/dashboard']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain(titleOf(url));
    }
    expect((await app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'HEAD', url: '/calendar' })).statusCode).toBe(200);
  });

  it('answers app routes with index.html, unknown pages with index.html and 404', async () => {
    const known = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toContain('<title>Dashboard · Aurum</title>');
    const unknown = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(titleOf('/no-such-page'));
  });

  it('answers unknown API paths with JSON, never the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
  });

  it('serves files written after start (a rebuild needs no restart)', async () => {
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    const res = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('naming the files a page needs (ADR 027)', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'aurum-dist-'));
  const app = Fastify();
  const table = {
    app: ['/assets/mount-app-1.js', '/assets/router-2.js'],
    screens: { '/dashboard': ['/assets/dashboard-page-3.js'] },
  };
  const writeTable = (text: string) =>
    writeFileSync(path.join(dist, '.vite', 'page-preloads.json'), text);
  const preloadsOf = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  beforeAll(async () => {
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Aurum</title></head><body></body></html>',
    );
    writeTable(JSON.stringify(table));
    await registerWebApp(app, { serve: true, distDir: dist });
    await app.ready();
  });
  afterAll(() => app.close());

  it("lists the app's and the screen's files in the head of the screen's page", async () => {
    const page = await app.inject({ method: 'GET', url: '/dashboard?tab=x' });
    expect(page.statusCode).toBe(200);
    expect(preloadsOf(page.body)).toEqual([...table.app, '/assets/dashboard-page-3.js']);
    expect(page.body).toMatch(/modulepreload[^]*<\/head>/);
  });

  it("lists none on the landing page, and the app's on pages without a screen", async () => {
    expect(preloadsOf((await app.inject({ method: 'GET', url: '/' })).body)).toEqual([]);
    expect(preloadsOf((await app.inject({ method: 'GET', url: '/lifestyle' })).body)).toEqual(
      table.app,
    );
    const unknown = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    expect(preloadsOf(unknown.body)).toEqual(table.app);
  });

  it('keeps the table private', async () => {
    const res = await app.inject({ method: 'GET', url: '/.vite/page-preloads.json' });
    expect(res.statusCode).toBe(404);
  });

  it('sends the page without preloads when the table is missing or not what the build writes', async () => {
    for (const text of ['', '{"app": "/assets/x.js"}', '{"app": ["/x.js"], "screens": {}}']) {
      writeTable(text);
      const page = await app.inject({ method: 'GET', url: '/dashboard' });
      expect(page.statusCode, text).toBe(200);
      expect(page.body, text).toContain('<title>Dashboard · Aurum</title>');
      expect(preloadsOf(page.body), text).toEqual([]);
    }
    // A rebuild's table is used without a restart.
    writeTable(JSON.stringify(table));
    expect(preloadsOf((await app.inject({ method: 'GET', url: '/dashboard' })).body)).toHaveLength(
      3,
    );
  });
});
