import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
