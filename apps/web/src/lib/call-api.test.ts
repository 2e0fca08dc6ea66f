import { route, typed } from '@aurum/shared/api-route';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeSession, mockFetch } from '../testing/fetch-mock';
import { callApi, routePath } from './call-api';
import { sessionStore } from './session-store';

const cancel = route('POST', '/api/things/:id/cancel', typed<{ answer: { id: string } }>);
const list = route(
  'GET',
  '/api/things',
  typed<{ answer: string[]; query: { limit?: number; cursor?: string } }>,
);
const rename = route(
  'PATCH',
  '/api/things/:id/names/:name',
  typed<{ answer: { ok: true }; body: { name: string } }>,
);

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set('SIGNED_OUT', null);
});

describe('callApi', () => {
  it("sends the descriptor's method to its path, each parameter encoded", async () => {
    sessionStore.set('SIGNED_IN', makeSession({ access_token: 'tok-1' }));
    const { calls } = mockFetch(() => jsonResponse(200, { ok: true }));
    await callApi(rename, { params: { id: 'a/b', name: 'é ?' }, body: { name: 'x' } });
    const [call] = calls();
    expect(call?.method).toBe('PATCH');
    expect(call?.url).toBe('/api/things/a%2Fb/names/%C3%A9%20%3F');
    expect(call?.body).toEqual({ name: 'x' });
    expect(call?.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('sends the query and a POST without a body', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, []));
    await callApi(list, { query: { limit: 3, cursor: undefined } });
    await callApi(cancel, { params: { id: '7' } });
    const [first, second] = calls();
    expect(first?.method).toBe('GET');
    expect(first?.url).toBe('/api/things?limit=3');
    expect(second?.method).toBe('POST');
    expect(second?.url).toBe('/api/things/7/cancel');
  });

  it('refuses a path whose parameter has no value', () => {
    expect(() => routePath(cancel, {} as { id: string })).toThrow(':id');
    expect(routePath(list)).toBe('/api/things');
  });
});
