import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from './security-headers';

describe('security headers', () => {
  it("are helmet's full set with Aurum's policy", () => {
    expect(Object.keys(securityHeaders()).sort()).toEqual([
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]);
    expect(securityHeaders()['content-security-policy']).toContain("script-src 'self';");
  });

  it('reach answers that end in an error too', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app);
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    for (const url of ['/boom', '/missing']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
    await app.close();
  });
});
