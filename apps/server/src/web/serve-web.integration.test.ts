import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './serve-web';

const VENDOR = `export const words = ${JSON.stringify('Aurum '.repeat(500))};`;

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
      expect(page.body, url).toContain('<title>Aurum</title>');
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
      expect(page.body).toContain('<title>Aurum</title>');
    }
    expect((await app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'HEAD', url: '/calendar' })).statusCode).toBe(200);
  });

  it('answers app routes with index.html, unknown pages with index.html and 404', async () => {
    const known = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toContain('<title>Aurum</title>');
    const unknown = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<title>Aurum</title>');
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
