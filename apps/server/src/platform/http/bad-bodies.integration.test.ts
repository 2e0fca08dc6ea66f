import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmedMember } from '../../test/auth-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

/** Bodies no route can read, on the routes that read one before any sign-in; the limit; 404s. */
const ENDPOINTS = [
  ['POST', '/auth/v1/signup'],
  ['POST', '/auth/v1/token?grant_type=password'],
  ['POST', '/auth/v1/token?grant_type=refresh_token'],
  ['POST', '/auth/v1/token?grant_type=magic'],
  ['POST', '/auth/v1/token'],
  ['POST', '/auth/v1/resend'],
  ['POST', '/auth/v1/logout?scope=local'],
  ['GET', '/auth/v1/verify?type=signup&token=nope'],
  ['POST', '/api/telemetry/not-found'],
] as const;

const BODIES: { label: string; payload: string; contentType?: string }[] = [
  { label: 'invalid JSON', payload: '{"email": ' },
  { label: 'a JSON array', payload: '[1,2,3]' },
  { label: 'a JSON string', payload: '"hello"' },
  { label: 'null', payload: 'null' },
  {
    label: 'wrong types',
    payload: '{"email":["a"],"password":{"x":1},"data":"n","refresh_token":7}',
  },
  { label: 'a lone surrogate', payload: '{"email":"\\ud800@x.co","password":"Aa1!aaaaaa"}' },
  { label: 'a NUL', payload: '{"email":"a@x.co","password":"Aa1!aa\\u0000aaaa"}' },
  { label: 'RTL and emoji', payload: '{"email":"\u202eنا@x.co","password":"🔐🔐🔐🔐Aa1!"}' },
  {
    label: 'a huge string',
    payload: JSON.stringify({ email: `${'a'.repeat(20000)}@x.co`, password: 'x' }),
  },
  { label: 'deep nesting', payload: '{"a":'.repeat(100) + '1' + '}'.repeat(100) },
  {
    label: 'proto pollution',
    payload: '{"__proto__":{"role":"staff"},"email":"p@x.co","password":"y"}',
  },
  {
    label: 'form encoding',
    payload: 'email=a@b.co&password=x',
    contentType: 'application/x-www-form-urlencoded',
  },
];

describe.each(databaseKinds)('bad input anywhere on %s', (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = bearer((await confirmedMember(t)).session);
  });
  afterAll(() => t.close());

  it.each(ENDPOINTS)(
    '%s %s answers every bad body with 4xx {code, message}',
    async (method, url) => {
      for (const body of BODIES) {
        const res = await t.app.inject({
          method,
          url,
          headers: { 'content-type': body.contentType ?? 'application/json', ...auth },
          payload: method === 'GET' ? undefined : body.payload,
        });
        const context = `${method} ${url} with ${body.label}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, context).toBeLessThan(500);
        if (res.statusCode >= 400 && String(res.headers['content-type'] ?? '').includes('json')) {
          expect(Object.keys(res.json()), context).toEqual(
            expect.arrayContaining(['code', 'message']),
          );
          expect(res.body, context).not.toMatch(/at .*\.ts:\d+|stack/i);
        }
      }
    },
  );

  it('refuses a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(40_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'BODY_TOO_LARGE',
      message: 'The request body is too large',
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
