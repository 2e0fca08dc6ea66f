import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, makeSession, mockFetch } from '../../../testing/fetch-mock';
import { signOut } from './sign-out';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set('SIGNED_OUT', null);
});

describe('signOut', () => {
  it('renews an expired access token first so the server can end the session', async () => {
    const expired = Math.floor(Date.now() / 1000) - 10;
    sessionStore.set('SIGNED_IN', makeSession({ access_token: 'stale', expires_at: expired }));
    const { calls } = mockFetch((url) =>
      url.startsWith('/auth/v1/token')
        ? jsonResponse(200, makeSession({ access_token: 'renewed' }))
        : jsonResponse(204),
    );
    await signOut();
    expect(calls().map((call) => call.url)).toEqual([
      '/auth/v1/token?grant_type=refresh_token',
      '/auth/v1/logout?scope=local',
    ]);
    expect(calls()[1]?.headers.get('Authorization')).toBe('Bearer renewed');
    expect(sessionStore.get()).toBeNull();
  });

  it('forgets the session even when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sessionStore.set('SIGNED_IN', makeSession());
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await signOut();
    expect(sessionStore.get()).toBeNull();
  });
});
