import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-titles';
import { isKnownRoute, STANDALONE_PAGE_NAMES, STANDALONE_ROUTES } from './routes';

describe('the route table', () => {
  it('knows the public, member and standalone pages, with or without a trailing slash', () => {
    for (const path of ['/', '/auth', '/dashboard/', '/admin', '/provider/respond', '/dev/mailbox'])
      expect(isKnownRoute(path), path).toBe(true);
    expect(isKnownRoute('/checkout/sandbox')).toBe(true);
    expect(isKnownRoute('/no-such-page')).toBe(false);
    expect(isKnownRoute('/provider/elsewhere')).toBe(false);
  });

  it("knows a released capsule's page only with a whole token", () => {
    expect(isKnownRoute(`/capsule/${'a'.repeat(43)}`)).toBe(true);
    expect(isKnownRoute('/capsule/short')).toBe(false);
    expect(isKnownRoute('/capsule/:token')).toBe(false);
  });

  it('gives every standalone screen its audience and its own browser title', () => {
    expect(STANDALONE_ROUTES).toEqual({
      '/dev/mailbox': 'public',
      '/admin': 'staff',
      '/provider': 'provider',
      '/provider/respond': 'public',
      '/checkout/sandbox': 'public',
      '/capsule/:token': 'public',
      '/auth/reset': 'public',
    });
    for (const [route, name] of Object.entries(STANDALONE_PAGE_NAMES))
      expect(pageTitle(route.replace(':token', 'a'.repeat(43)))).toBe(`${name} · Aurum`);
  });
});
