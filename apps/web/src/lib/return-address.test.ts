import { describe, expect, it } from 'vitest';
import {
  addressOf,
  destinationAfterSignIn,
  safeReturnAddress,
  withReturnAddress,
} from './return-address';

const ORIGIN = 'https://aurum.example.co.za';
const safe = (raw: string | null) => safeReturnAddress(raw, ORIGIN);

describe('safeReturnAddress', () => {
  it('keeps a page of this site with its query and hash', () => {
    expect(safe('/marketplace?category=chef&location=Sandton#reviews')).toBe(
      '/marketplace?category=chef&location=Sandton#reviews',
    );
    expect(safe('/admin?section=outbox')).toBe('/admin?section=outbox');
    expect(safe('/dashboard')).toBe('/dashboard');
  });

  it.each([
    ['another host without a scheme', '//evil.example.com/dashboard'],
    ['a full address', 'https://evil.example.com/dashboard'],
    ['a full address of this very site', `${ORIGIN}/dashboard`],
    ['a backslash browsers read as a slash', '/\\evil.example.com'],
    ['a backslash further on', '/dashboard\\..\\'],
    ['a tab URL parsers drop', '/\t/evil.example.com'],
    ['a newline', '/dash\nboard'],
    ['a script address', 'javascript:alert(1)'],
    ['a relative path', 'dashboard'],
    ['nothing', ''],
    ['/auth itself', '/auth?next=/vault'],
    ['/auth with a trailing slash', '/auth/'],
  ])('refuses %s', (_, raw) => {
    expect(safe(raw)).toBeNull();
  });

  it('refuses a missing value', () => {
    expect(safe(null)).toBeNull();
  });

  it('drops a fragment that carries a session or an auth error', () => {
    expect(safe('/vault#access_token=abc&refresh_token=def&type=signup')).toBe('/vault');
    expect(safe('/vault#error=access_denied&error_description=expired')).toBe('/vault');
  });
});

describe('addressOf', () => {
  it('joins path, query and hash, without an auth fragment', () => {
    expect(addressOf({ pathname: '/marketplace', search: '?q=chef', hash: '#top' })).toBe(
      '/marketplace?q=chef#top',
    );
    expect(
      addressOf({ pathname: '/dashboard', search: '', hash: '#access_token=a&refresh_token=b' }),
    ).toBe('/dashboard');
  });
});

describe('withReturnAddress', () => {
  it('carries the address in ?next=, encoded', () => {
    expect(withReturnAddress('/auth', '/marketplace?category=chef#reviews')).toBe(
      '/auth?next=%2Fmarketplace%3Fcategory%3Dchef%23reviews',
    );
  });

  it('needs none for nothing, the dashboard or onboarding', () => {
    expect(withReturnAddress('/auth', null)).toBe('/auth');
    expect(withReturnAddress('/auth', '/dashboard')).toBe('/auth');
    expect(withReturnAddress('/auth', '/onboarding')).toBe('/auth');
  });
});

describe('destinationAfterSignIn', () => {
  it('returns to the page that sent the person to sign in, else to their home', () => {
    expect(destinationAfterSignIn('member', '/vault?tab=memory')).toBe('/vault?tab=memory');
    expect(destinationAfterSignIn('member', null)).toBe('/dashboard');
    expect(destinationAfterSignIn('staff', null)).toBe('/admin');
    expect(destinationAfterSignIn('provider', null)).toBe('/provider');
  });
});
