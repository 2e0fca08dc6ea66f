import { afterEach, describe, expect, it } from 'vitest';
import { clearAuthFragment, parseAuthFragment } from './auth-fragment';

describe('parseAuthFragment', () => {
  it('reads the session of an e-mail confirmation return', () => {
    const hash =
      '#access_token=at.jwt&expires_at=1900000000&expires_in=3600&refresh_token=rt-1&token_type=bearer&type=signup';
    expect(parseAuthFragment(hash)).toEqual({
      kind: 'signup',
      accessToken: 'at.jwt',
      refreshToken: 'rt-1',
      expiresAt: 1900000000,
    });
  });

  it('reads the return of a confirmed change of e-mail address (ADR 051)', () => {
    expect(parseAuthFragment('#type=email_change')).toEqual({ kind: 'email_change' });
  });

  it('ignores tokens that are not a signup confirmation, or incomplete ones', () => {
    expect(parseAuthFragment('#access_token=a&refresh_token=b&type=recovery')).toBeNull();
    expect(parseAuthFragment('#access_token=a&type=signup')).toBeNull();
    expect(parseAuthFragment('#section-2')).toBeNull();
    expect(parseAuthFragment('')).toBeNull();
  });

  it('reads an error return with its decoded description', () => {
    const hash =
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
    expect(parseAuthFragment(hash)).toEqual({
      kind: 'error',
      error: 'access_denied',
      errorCode: 'otp_expired',
      description: 'Email link is invalid or has expired',
    });
  });
});

describe('clearAuthFragment', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('drops the fragment but keeps the path and query', () => {
    window.history.replaceState(null, '', '/dashboard?tab=1#access_token=secret&refresh_token=r');
    clearAuthFragment();
    expect(window.location.hash).toBe('');
    expect(window.location.href).not.toContain('secret');
    expect(window.location.pathname).toBe('/dashboard');
    expect(window.location.search).toBe('?tab=1');
  });
});
