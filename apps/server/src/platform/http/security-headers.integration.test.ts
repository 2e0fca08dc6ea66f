import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Session } from '@aurum/shared/auth/session';
import { MEMBER_ROUTES, PUBLIC_ROUTES, STANDALONE_ROUTES } from '@aurum/shared/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, GOOD_PASSWORD, latestMailTo, uniqueEmail } from '../../test/auth-fixtures';
import { expectSecurityHeaders } from '../../test/security-header-expectations';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

describe.each(databaseKinds)('security headers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('sends CSP without inline script, nosniff, no framing and the referrer policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('lets pages connect only to their own origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const directives = String(res.headers['content-security-policy']).split(';');
    expect(directives.map((d) => d.trim()).filter((d) => d.startsWith('connect-src'))).toEqual([
      "connect-src 'self'",
    ]);
  });

  it('sends HSTS over HTTPS only', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+; includeSubDomains/);
  });
});

const INDEX_HTML = '<!doctype html><html><head><title>Aurum</title></head><body></body></html>';
const A_TOKEN = 'x'.repeat(43);

/** Every page of the web app (routes.ts), a built asset, a file and an unknown page. */
const PAGES = [
  ...PUBLIC_ROUTES,
  ...Object.keys(MEMBER_ROUTES),
  ...Object.keys(STANDALONE_ROUTES).map((route) => route.replace(':token', A_TOKEN)),
  '/index.html',
  '/assets/app-1234.js',
  '/no-such-page',
];

describe.each(databaseKinds)('headers and cookies on every page over HTTPS on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'aurum-dist-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    t = await createTestApp(kind, {
      env: { TRUST_PROXY: 'true', SERVE_WEB: 'true', SITE_URL: 'https://aurum.test' },
      web: { distDir: dist },
    });
  });
  afterAll(() => t.close());

  it('sends CSP, nosniff, no framing, the referrer policy on every page; HSTS over HTTPS only', async () => {
    expect(PAGES.length).toBeGreaterThan(30);
    for (const url of PAGES) {
      for (const overHttps of [true, false]) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: overHttps ? { 'x-forwarded-proto': 'https' } : {},
        });
        expect(res.statusCode, url).toBe(url === '/no-such-page' ? 404 : 200);
        expectSecurityHeaders(res, overHttps, true);
      }
    }
  });

  it('sets the session cookies HttpOnly, Secure and SameSite=Strict, and clears them so', async () => {
    const email = uniqueEmail();
    const https = { 'x-forwarded-proto': 'https' };
    const cookies: string[] = [];
    const send = async (method: 'GET' | 'POST', url: string, extra: object = {}) => {
      const res = await t.app.inject({ method, url, headers: https, ...extra });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(400);
      expectSecurityHeaders(res, true, true);
      cookies.push(...[res.headers['set-cookie'] ?? []].flat());
      return res;
    };
    await send('POST', '/auth/v1/signup', { payload: { email, password: GOOD_PASSWORD } });
    const mail = await latestMailTo(t, email);
    const link = /https:\/\/aurum\.test(\/auth\/v1\/verify\?\S+)/.exec(mail!.text)![1]!;
    await send('GET', link);
    const signIn = await send('POST', '/auth/v1/token?grant_type=password', {
      payload: { email, password: GOOD_PASSWORD },
    });
    const session = signIn.json<Session>();
    await send('POST', '/auth/v1/token?grant_type=refresh_token', {
      payload: { refresh_token: session.refresh_token },
    });
    await send('POST', '/auth/v1/logout', { headers: { ...https, ...bearer(session) } });
    const names = new Set(cookies.map((cookie) => cookie.split('=')[0]));
    expect([...names].sort()).toEqual(['aurum_page', 'aurum_refresh', 'aurum_session']);
    for (const cookie of cookies) expect(cookie).toMatch(/; SameSite=Strict/);
  });
});
