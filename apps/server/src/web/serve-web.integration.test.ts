import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './serve-web';

describe('serving the built web app', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'aurum-dist-'));
  const app = Fastify();
  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Aurum</title>');
    writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    await registerWebApp(app, { serve: true, distDir: dist });
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves hashed assets for a year and other files without caching', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
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
