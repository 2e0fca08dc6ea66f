import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceProviders } from '../../db/schema/providers';
import { signedInAs } from '../../test/admin-fixtures';
import { bearer, confirmedMember } from '../../test/auth-fixtures';
import { providerAccount } from '../../test/provider-portal-fixtures';
import { type RegisteredRoute, registeredRoutes } from '../../test/registered-routes';
import { seedProviders } from '../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

type Value = [label: string, encoded: string];

const SOME_ID = '6f1c2b8e-3d4a-4e5f-9a0b-1c2d3e4f5a6b';

const HUGE: Value = ['a huge value', 'a'.repeat(5000)];
const TEXT: Value[] = [HUGE, ['RTL and emoji', encodeURIComponent('\u202eنا😀')]];
const CHOICE: Value[] = [HUGE, ['an unknown choice', 'nonsense']];
const NUMBER: Value[] = [HUGE, ['a negative number', '-1'], ['an impossible number', '1e309']];
const DATE: Value[] = [HUGE, ['a bad date', '2026-13-45'], ['30 February', '2026-02-30']];
const TOKEN: Value[] = [...TEXT, ['a bad UUID', 'not-a-uuid']];
const CURSOR: Value[] = [
  ...TOKEN,
  [
    'a cursor at an impossible time',
    Buffer.from(JSON.stringify(['2026-13-45 99:99:99', SOME_ID])).toString('base64url'),
  ],
];

/**
 * The query keys the routes read (and one that none does), each with the storable but odd
 * values worth trying for its kind. Every key also gets the unstorable values and an array.
 */
const QUERY_KEYS: Record<string, Value[]> = {
  q: TEXT,
  location: TEXT,
  category: TEXT,
  unknown: TEXT,
  status: CHOICE,
  confirmation: CHOICE,
  service_type: CHOICE,
  type: CHOICE,
  scope: CHOICE,
  grant_type: CHOICE,
  limit: NUMBER,
  date: DATE,
  from: DATE,
  to: DATE,
  cursor: CURSOR,
  token: TOKEN,
  ticket: TOKEN,
};

/** Query values PostgreSQL could not store, as they would appear in a URL. */
const UNSTORABLE_VALUES: Value[] = [
  ['a NUL', '%00'],
  ['a NUL inside text', 'Cape%00Town'],
  ['a lone surrogate', '%ED%A0%80'],
  ['a broken escape', '%E0%A4%A'],
  ['a bare percent', '%'],
];

/** Query strings with prototype keys, tried once on every route. */
const PROTO_QUERIES = [
  '__proto__=x&constructor=y&prototype=z',
  '__proto__[role]=staff&constructor[prototype][role]=staff&limit=1',
];

/** Path parameter values, as they would appear in a URL. */
const BAD_PARAMS = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%E0%A4%A',
  '%',
  'a'.repeat(300),
  'a'.repeat(600),
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '2026-13-45',
  '%F0%9F%98%80',
  '..%2F..',
  '__proto__',
];

describe.each(databaseKinds)('bad query strings and paths on every route on %s', (kind) => {
  let t: TestApp;
  const headers: Record<'member' | 'provider' | 'staff', Record<string, string>> = {
    member: {},
    provider: {},
    staff: {},
  };
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedProviders(t);
    const [provider] = await t.db.select({ id: serviceProviders.id }).from(serviceProviders);
    headers.member = bearer((await confirmedMember(t)).session);
    headers.provider = bearer((await providerAccount(t, provider!.id)).session);
    headers.staff = (await signedInAs(t, 'staff')).headers;
    declaredQueries = await queryKeysInTheDocument(t);
  });
  afterAll(() => t.close());

  /** The query keys each route declares in the API document, by `METHOD /path/:id`. */
  let declaredQueries = new Map<string, string[]>();

  /** The caller a route is meant for; signing out would end the session the others share. */
  const callerOf = (url: string) =>
    url === '/auth/v1/logout'
      ? {}
      : url.startsWith('/api/admin/')
        ? headers.staff
        : url.startsWith('/api/provider/')
          ? headers.provider
          : headers.member;

  /** A problem with one answer, or null when it is a 2xx-4xx without a stack trace. */
  function problem(res: LightMyRequestResponse): string | null {
    if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
    if (res.statusCode < 400 || !String(res.headers['content-type']).includes('json')) return null;
    const body = res.json<Record<string, unknown>>();
    if (typeof body.code !== 'string' || typeof body.message !== 'string') {
      return `${res.statusCode} without {code, message}: ${res.body.slice(0, 200)}`;
    }
    return /at .*\.ts:\d+|stack/i.test(res.body) ? `a stack trace: ${res.body}` : null;
  }

  const routes = () => registeredRoutes(t.app);

  it('finds the routes to try in Fastify itself', () => {
    const found = routes().map(({ method, url }) => `${method} ${url}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /api/admin/requests',
        'POST /api/service-requests/:id/cancel',
        'GET /api/marketplace/providers/:id/slots',
        'POST /auth/v1/token',
      ]),
    );
    expect(found.length).toBeGreaterThan(40);
    // The routes that read a query string say so in the API document; the rest get fewer tries.
    expect(declaredQueries.get('GET /api/admin/requests')).toEqual(
      expect.arrayContaining(['q', 'cursor']),
    );
    expect(declaredQueries.get('GET /api/marketplace/providers')).toEqual(
      expect.arrayContaining(['q', 'location', 'category']),
    );
    console.info(`${declaredQueries.size} of ${found.length} routes declare a query string`);
  });

  interface Attempt {
    route: RegisteredRoute;
    url: string;
    label: string;
  }

  /**
   * Sends every attempt (a few at a time) and expects no problem. Most attempts must get past
   * the sign-in checks, or the handlers were never tried.
   */
  async function expectNoProblems(attempts: Attempt[]) {
    const problems: string[] = [];
    let turnedAway = 0;
    for (let i = 0; i < attempts.length; i += 16) {
      await Promise.all(
        attempts.slice(i, i + 16).map(async ({ route, url, label }) => {
          const res = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: callerOf(route.url),
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
          });
          if (res.statusCode === 401 || res.statusCode === 403) turnedAway += 1;
          const found = problem(res);
          if (found) problems.push(`${route.method} ${route.url} ${label.slice(0, 80)}: ${found}`);
        }),
      );
    }
    expect(problems).toEqual([]);
    expect(turnedAway / attempts.length).toBeLessThan(0.1);
  }

  /**
   * The attempts for every route (path parameters a valid UUID): a route that declares a query
   * string gets one attempt per key and value (its own keys and every key the routes read); any
   * other route reads no query, so one attempt carries every key at once for each value.
   */
  const queryAttempts = (queriesOf: (key: string, odd: Value[]) => Value[]) =>
    routes().flatMap((route) => {
      const own = declaredQueries.get(routeKey(route));
      const at = (label: string, query: string) => ({
        route,
        url: `${route.url.replace(/:\w+/g, SOME_ID)}?${query}`,
        label,
      });
      if (own) {
        const keys = [...new Set([...Object.keys(QUERY_KEYS), ...own])];
        return keys
          .flatMap((key) => queriesOf(key, QUERY_KEYS[key] ?? TEXT))
          .map(([label, query]) => at(label, query));
      }
      const perKey = Object.entries(QUERY_KEYS).map(([key, odd]) => queriesOf(key, odd));
      const widest = Math.max(...perKey.map((values) => values.length));
      return Array.from({ length: widest }, (_, i) => {
        const values = perKey.map((values) => values[i % values.length]!);
        return at(
          `every key: ${values.map(([label]) => label).join(', ')}`,
          values.map(([, query]) => query).join('&'),
        );
      });
    });

  const SLOW = 180_000;

  it(
    'never answers unstorable query text with a 5xx, on any route',
    async () => {
      const attempts = queryAttempts((key) =>
        UNSTORABLE_VALUES.map(([label, value]) => [`?${key} with ${label}`, `${key}=${value}`]),
      );
      await expectNoProblems(attempts);
    },
    SLOW,
  );

  it(
    'never answers odd query values, arrays or prototype keys with a 5xx, on any route',
    async () => {
      const attempts = queryAttempts((key, odd) => [
        ...odd.map(([label, value]): Value => [`?${key} with ${label}`, `${key}=${value}`]),
        [`?${key} twice`, `${key}=1&${key}=2`],
      ]);
      const protoAttempts = routes().flatMap((route) =>
        PROTO_QUERIES.map((query) => ({
          route,
          url: `${route.url.replace(/:\w+/g, SOME_ID)}?${query}`,
          label: `?${query}`,
        })),
      );
      await expectNoProblems([...attempts, ...protoAttempts]);
    },
    SLOW,
  );

  it(
    'never answers a bad path parameter with a 5xx, on any route',
    async () => {
      const attempts = routes()
        .filter((route) => route.url.includes(':'))
        .flatMap((route) =>
          BAD_PARAMS.map((value) => ({
            route,
            url: route.url.replace(/:\w+/g, value),
            label: `with ${value.slice(0, 40)}`,
          })),
        );
      await expectNoProblems(attempts);
    },
    SLOW,
  );

  it.each([
    ['/api/admin/requests', 'q'],
    ['/api/admin/providers', 'q'],
    ['/api/admin/members', 'q'],
    ['/api/marketplace/providers', 'q'],
    ['/api/marketplace/providers', 'location'],
    ['/api/marketplace/providers', 'category'],
  ])('answers %s?%s=%00 with 400 INVALID_TEXT', async (url, key) => {
    for (const value of ['%00', 'Cape%00Town', '%ED%A0%80', '%E0%A4%A']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${url}?${key}=${value}`,
        headers: callerOf(url),
      });
      expect(res.statusCode, value).toBe(400);
      expect(res.json(), value).toMatchObject({
        code: 'INVALID_TEXT',
        message: expect.any(String),
      });
    }
  });

  it('answers a NUL or a broken escape in a path parameter with 400 INVALID_TEXT', async () => {
    for (const id of ['%00', 'a%00b', '%E0%A4%A', '%ED%A0%80']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/requests/${id}`,
        headers: headers.staff,
      });
      expect(res.statusCode, id).toBe(400);
      expect(res.json(), id).toEqual({ code: 'INVALID_TEXT', message: expect.any(String) });
    }
  });

  it('answers a staff queue cursor that is not a real timestamp with 400', async () => {
    const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      cursorOf(['2026-13-45 99:99:99', SOME_ID]),
      cursorOf(['2026-02-30 10:00:00+00', SOME_ID]),
      cursorOf(['2026-05-01 08:30:00+00', '------------------------------------']),
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/requests?cursor=${cursor}`,
        headers: headers.staff,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'The cursor is not valid' });
    }
  });
});

/** A route as the API document would key it: its method and path, without a trailing slash. */
const routeKey = (route: RegisteredRoute) => `${route.method} ${route.url.replace(/(.)\/$/, '$1')}`;

/** The query keys each operation of the API document declares, by route key. */
async function queryKeysInTheDocument(t: TestApp): Promise<Map<string, string[]>> {
  type Operation = { parameters?: { in: string; name: string }[] };
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const paths = res.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  const declared = new Map<string, string[]>();
  for (const [at, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const keys = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const url = at.replace(/\{(\w+)\}/g, ':$1');
      if (keys.length > 0) declared.set(routeKey({ method: method.toUpperCase(), url }), keys);
    }
  }
  return declared;
}
