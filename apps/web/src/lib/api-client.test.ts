import { AUTH_ERRORS } from '@aurum/shared/auth/auth-messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import sessionRestoreScript from '../../public/session-restore.js?raw';
import { jsonResponse, makeSession, mockFetch } from '../testing/fetch-mock';
import { apiRequest, REFRESH_LOCK, refreshSession } from './api-client';
import { ApiError } from './api-error';
import { sessionStore } from './session-store';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set('SIGNED_OUT', null);
});

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (cause: unknown) => cause,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  it('sends JSON with same-origin credentials and the bearer token', async () => {
    sessionStore.set('SIGNED_IN', makeSession({ access_token: 'tok-9' }));
    const { calls } = mockFetch(() => jsonResponse(200, { ok: true }));
    await expect(apiRequest('/api/things', { body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [call] = calls();
    expect(call?.method).toBe('POST');
    expect(call?.credentials).toBe('same-origin');
    expect(call?.headers.get('Authorization')).toBe('Bearer tok-9');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.body).toEqual({ a: 1 });
  });

  it('maps an error body to ApiError with its code, status and attempts', async () => {
    mockFetch(() =>
      jsonResponse(400, {
        code: 'AUTH_INVALID',
        message: 'Invalid email or password',
        attempts_remaining: 2,
      }),
    );
    const error = await failureOf(apiRequest('/auth/v1/token', { body: {}, anonymous: true }));
    expect(error.code).toBe('AUTH_INVALID');
    expect(error.message).toBe('Invalid email or password');
    expect(error.status).toBe(400);
    expect(error.attempts_remaining).toBe(2);
  });

  it('keeps field errors and the retry time of a rate limit', async () => {
    mockFetch(() =>
      jsonResponse(429, {
        code: 'AUTH_RATE_LIMITED',
        message: AUTH_ERRORS.AUTH_RATE_LIMITED,
        retry_after_seconds: 1800,
        attempts_remaining: 0,
        errors: { email: 'Please enter a valid email address' },
      }),
    );
    const error = await failureOf(apiRequest('/auth/v1/signup', { body: {} }));
    expect(error.retry_after_seconds).toBe(1800);
    expect(error.errors).toEqual({ email: 'Please enter a valid email address' });
  });

  it('turns a network failure into NETWORK_ERROR with its message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failureOf(apiRequest('/api/things'));
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.message).toBe('Network error. Please check your connection and try again');
    expect(error.status).toBe(0);
  });

  it('gives a generic message for an answer that is not the error shape', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failureOf(apiRequest('/api/things'));
    expect(error.code).toBe('GENERIC_ERROR');
    expect(error.message).toBe('An unexpected error occurred. Please try again');
  });

  it('refreshes once on a 401 from /api and repeats the call with the new token', async () => {
    sessionStore.set('SIGNED_IN', makeSession({ access_token: 'old' }));
    const { calls } = mockFetch((url, init) => {
      if (url.startsWith('/auth/v1/token')) {
        return jsonResponse(200, makeSession({ access_token: 'new' }));
      }
      const auth = new Headers(init.headers).get('Authorization');
      return auth === 'Bearer new'
        ? jsonResponse(200, { needs_onboarding: false })
        : jsonResponse(401, { code: 'AUTH_INVALID_JWT', message: 'expired' });
    });
    await expect(apiRequest('/api/onboarding/status')).resolves.toEqual({
      needs_onboarding: false,
    });
    expect(calls().map((c) => c.url)).toEqual([
      '/api/onboarding/status',
      '/auth/v1/token?grant_type=refresh_token',
      '/api/onboarding/status',
    ]);
    expect(calls()[1]?.body).toEqual({});
    expect(sessionStore.get()?.access_token).toBe('new');
  });

  it("holds a member's request while the page's session is restored, then sends its token", async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { ok: true }));
    let finish!: () => void;
    sessionStore.restoring(new Promise<void>((resolve) => (finish = resolve)));
    const answer = apiRequest('/api/things');
    const anonymous = apiRequest('/auth/v1/settings', { anonymous: true });
    await anonymous;
    expect(calls().map((call) => call.url)).toEqual(['/auth/v1/settings']);
    sessionStore.set('INITIAL_SESSION', makeSession({ access_token: 'tok-restored' }));
    finish();
    await expect(answer).resolves.toEqual({ ok: true });
    expect(calls()[1]?.headers.get('Authorization')).toBe('Bearer tok-restored');
    expect(sessionStore.isRestoring()).toBe(false);
  });

  it('does not retry a 401 of the auth API', async () => {
    sessionStore.set('SIGNED_IN', makeSession());
    const { calls } = mockFetch(() =>
      jsonResponse(401, { code: 'AUTH_INVALID_JWT', message: 'x' }),
    );
    await failureOf(apiRequest('/auth/v1/user'));
    expect(calls()).toHaveLength(1);
  });
});

describe('refreshSession', () => {
  it('shares one refresh between concurrent callers (refresh tokens are single use)', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, makeSession({ access_token: 'fresh' })));
    const [a, b] = await Promise.all([refreshSession(), refreshSession()]);
    expect(a?.access_token).toBe('fresh');
    expect(b).toBe(a);
    expect(calls()).toHaveLength(1);
  });

  it('signs out when the server refuses the refresh token', async () => {
    sessionStore.set('SIGNED_IN', makeSession());
    const events: string[] = [];
    const stop = sessionStore.subscribe((event) => events.push(event));
    mockFetch(() => jsonResponse(401, { code: 'AUTH_INVALID_REFRESH_TOKEN', message: 'x' }));
    await expect(refreshSession()).resolves.toBeNull();
    expect(events).toEqual(['SIGNED_OUT']);
    expect(sessionStore.get()).toBeNull();
    stop();
  });

  it('retries network failures with back-off before succeeding', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    mockFetch(() => {
      attempts += 1;
      if (attempts < 3) throw new TypeError('Failed to fetch');
      return jsonResponse(200, makeSession({ access_token: 'third-time' }));
    });
    const pending = refreshSession();
    await vi.advanceTimersByTimeAsync(200 + 400);
    await expect(pending).resolves.toMatchObject({ access_token: 'third-time' });
    expect(attempts).toBe(3);
    vi.useRealTimers();
  });
});

describe('refreshSession after public/session-restore.js started the restore', () => {
  const early = (answer: { status: number; body: unknown } | null) => {
    window.__aurumSessionRestore = Promise.resolve(
      answer && { status: answer.status, body: JSON.stringify(answer.body) },
    );
  };
  afterEach(() => {
    window.__aurumSessionRestore = undefined;
  });

  it('takes the session from its answer without asking again, once', async () => {
    early({ status: 200, body: makeSession({ access_token: 'early' }) });
    const { calls } = mockFetch(() => jsonResponse(200, makeSession({ access_token: 'late' })));
    await expect(refreshSession({ event: 'INITIAL_SESSION' })).resolves.toMatchObject({
      access_token: 'early',
    });
    expect(sessionStore.get()?.access_token).toBe('early');
    expect(calls()).toHaveLength(0);
    await expect(refreshSession()).resolves.toMatchObject({ access_token: 'late' });
    expect(calls()).toHaveLength(1);
  });

  it('reads a refused cookie as signed out, without asking again', async () => {
    early({ status: 401, body: { code: 'AUTH_INVALID_REFRESH_TOKEN', message: 'x' } });
    const { calls } = mockFetch(() => jsonResponse(200, makeSession()));
    await expect(refreshSession()).resolves.toBeNull();
    expect(calls()).toHaveLength(0);
  });

  it('asks again the usual way after a lost network or a server error', async () => {
    for (const answer of [null, { status: 503, body: { code: 'UNAVAILABLE', message: 'x' } }]) {
      early(answer);
      const { calls } = mockFetch(() => jsonResponse(200, makeSession({ access_token: 'again' })));
      await expect(refreshSession()).resolves.toMatchObject({ access_token: 'again' });
      expect(calls()).toHaveLength(1);
    }
  });

  it('is left alone when a refresh token is given (an e-mail confirmation)', async () => {
    early({ status: 200, body: makeSession({ access_token: 'early' }) });
    mockFetch(() => jsonResponse(200, makeSession({ access_token: 'from-link' })));
    await expect(refreshSession({ refreshToken: 'link-token' })).resolves.toMatchObject({
      access_token: 'from-link',
    });
    expect(window.__aurumSessionRestore).toBeInstanceOf(Promise);
  });

  it('shares the lock name with the script', () => {
    expect(sessionRestoreScript).toContain(`'${REFRESH_LOCK}'`);
    expect(sessionRestoreScript).toContain("'/auth/v1/token?grant_type=refresh_token'");
  });
});
