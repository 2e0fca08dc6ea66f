import type { Session } from '@aurum/shared/auth/session';
import { vi } from 'vitest';

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces fetch; every call is recorded with its URL, method, headers and parsed body. */
export function mockFetch(handler: Handler) {
  const fn = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(handler(String(input), init)),
  );
  vi.stubGlobal('fetch', fn);
  const calls = () =>
    fn.mock.calls.map(([input, init = {}]) => ({
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      credentials: init.credentials,
    }));
  return { fn, calls };
}

export function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    access_token: 'access-1',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    refresh_token: 'refresh-1',
    user: {
      id: '8d0c9a52-0000-4000-8000-000000000001',
      email: 'thandi@aurum.test',
      email_confirmed_at: '2025-01-01T00:00:00Z',
      role: 'member',
      user_metadata: { name: 'Thandi Nkosi', full_name: 'Thandi Nkosi' },
      created_at: '2025-01-01T00:00:00Z',
    },
    ...overrides,
  };
}
