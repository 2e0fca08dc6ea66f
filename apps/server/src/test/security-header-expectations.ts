import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

const SESSION_HINT_COOKIE = 'aurum_session';

/**
 * What every answer carries (ADR 075): CSP without inline script and with no framing, nosniff,
 * the referrer policy, HSTS exactly when served over HTTPS, and cookies that scripts cannot read,
 * sent same-site only (and only over HTTPS when the site is).
 */
export function expectSecurityHeaders(
  res: LightMyRequestResponse,
  overHttps: boolean,
  secureCookies = false,
) {
  const label = `${res.raw.req.method} ${res.raw.req.url}`;
  const csp = String(res.headers['content-security-policy']);
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).toContain("script-src 'self'");
  expect(csp, label).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(res.headers['x-frame-options'], label).toBe('DENY');
  expect(res.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  if (overHttps) {
    expect(res.headers['strict-transport-security'], label).toMatch(/max-age=\d{8}; includeSub/);
  } else {
    expect(res.headers['strict-transport-security'], label).toBeUndefined();
  }
  for (const cookie of [res.headers['set-cookie'] ?? []].flat()) {
    // The session hint ('1') tells the page's script a session may exist: no secret in it.
    if (!cookie.startsWith(`${SESSION_HINT_COOKIE}=`)) expect(cookie, label).toMatch(/; HttpOnly/i);
    expect(cookie, label).toMatch(/; SameSite=(Strict|Lax)/i);
    if (secureCookies) expect(cookie, label).toMatch(/; Secure/i);
  }
}
