import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf, SOME_ID, sweepPeople, type SweepPeople } from '../../test/access-sweep-fixtures';
import * as hostile from '../../test/fuzz-arbitraries';
import type { RegisteredRoute } from '../../test/registered-routes';
import { ROUTE_ACCESS, routeKey } from '../../test/route-access';
import { VALID_BODIES } from '../../test/route-bodies';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

/**
 * Property-based fuzzing of every route (ADR 075): generated bodies, query strings, path
 * parameters and headers, sent as the route's own caller. Never a 5xx, never a stack trace, every
 * refusal `{code, message}`. CI runs FUZZ_RUNS cases a route (default 10) from FUZZ_SEED (default
 * 75); `FUZZ_RUNS=200 npx vitest run src/platform/http/fuzz.integration.test.ts` runs more, and a
 * failure prints the seed and the shrunk request to replay it; `FUZZ_ONLY=/api/relationship` runs
 * only the routes whose `METHOD /path` contains it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 75);
const AT_ONCE = 6;

const STACK_TRACE = /\bat .*\.[cm]?[jt]sx?:\d+:\d+|"stack"\s*:/;

/** What is wrong with an answer, or null: a 5xx, a stack trace, a refusal without {code, message}. */
function problem(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 300)}`;
  if (STACK_TRACE.test(res.body)) return `a stack trace: ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400) return null;
  if (!String(res.headers['content-type']).startsWith('application/json')) {
    return `${res.statusCode} as ${String(res.headers['content-type'])}: ${res.body.slice(0, 200)}`;
  }
  const body = res.json<Record<string, unknown>>();
  return typeof body.code === 'string' && typeof body.message === 'string'
    ? null
    : `${res.statusCode} without {code, message}: ${res.body.slice(0, 200)}`;
}

describe.each(databaseKinds)('fuzzing every route on %s', (kind) => {
  let t: TestApp;
  let people: SweepPeople;
  const callers: Record<string, Record<string, string>> = {};
  const figures = { routes: 0, requests: 0, refused: 0, turnedAway: 0, runsPerRoute: RUNS };
  beforeAll(async () => {
    t = await createTestApp(kind);
    // Member B with a row in every area: close cases name B's real rows.
    people = await sweepPeople(t);
    callers.member = people.b.headers;
    callers.staff = people.staff.headers;
    callers.provider = people.p1.headers;
  }, 120_000);
  afterAll(async () => {
    console.info(`fuzzing on ${kind} (seed ${SEED}): ${JSON.stringify(figures)}`);
    await t?.close();
  });

  /** The route's own caller; signing out would end the session the other cases share. */
  function callerOf(route: RegisteredRoute) {
    if (route.url === '/auth/v1/logout') return {};
    const { who } = ROUTE_ACCESS[routeKey(route)] ?? { who: 'member' };
    return callers[who] ?? callers.member!;
  }

  /**
   * Cases of two kinds: close ones (the caller's session, JSON, a valid body with one to three
   * fields changed) that reach the services and the database, and wild ones (any body, content
   * type, header or session).
   */
  function requestsFor(route: RegisteredRoute) {
    const names = [...route.url.matchAll(/:(\w+)/g)].map(([, name]) => name!);
    const params = fc.tuple(...names.map(() => hostile.pathValue));
    // The caller's real rows (never the session the cases share).
    const kinds = ROUTE_ACCESS[routeKey(route)]?.params ?? {};
    const real = names.map((name) =>
      kinds[name] && kinds[name] !== 'session' ? idOf(people.rows, kinds[name]) : SOME_ID,
    );
    const closeParams = fc.oneof(
      { weight: 2, arbitrary: fc.constant(real) },
      { weight: 1, arbitrary: params },
    );
    const query = fc.option(hostile.query, { freq: 2 });
    const withBody = route.method !== 'GET';
    const valid = VALID_BODIES[routeKey(route)];
    const close = fc.record({
      params: closeParams,
      query,
      body: withBody ? (valid ? hostile.mutatedBody(valid) : hostile.body) : fc.constant(null),
      contentType: fc.constant('application/json'),
      headers: fc.constant({}),
      ownAuthorization: fc.constant(true),
    });
    const wild = fc.record({
      params,
      query,
      body: withBody ? fc.option(hostile.body, { freq: 5 }) : fc.constant(null),
      contentType: hostile.contentType,
      headers: hostile.headers,
      ownAuthorization: fc.boolean(),
    });
    return fc.oneof({ weight: 3, arbitrary: close }, { weight: 2, arbitrary: wild });
  }

  async function fuzz(route: RegisteredRoute) {
    const own = callerOf(route);
    await fc.assert(
      fc.asyncProperty(requestsFor(route), async (generated) => {
        let index = 0;
        const path = route.url.replace(/:\w+/g, () => generated.params[index++]!);
        const headers: Record<string, string> = {
          ...generated.headers,
          ...(generated.ownAuthorization ? own : {}),
          ...(generated.body === null ? {} : { 'content-type': generated.contentType }),
        };
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: generated.query ? `${path}?${generated.query}` : path,
          headers,
          ...(generated.body === null ? {} : { payload: generated.body }),
        });
        figures.requests += 1;
        if (res.statusCode >= 400) figures.refused += 1;
        if (generated.ownAuthorization && [401, 403].includes(res.statusCode)) {
          figures.turnedAway += 1;
        }
        const found = problem(res);
        if (found) throw new Error(`${routeKey(route)} ${path}: ${found}`);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: false },
    );
  }

  it('never answers generated requests with a 5xx or a stack trace, always {code, message}', async () => {
    const only = process.env.FUZZ_ONLY;
    const routes = t.routes.filter((route) => !only || routeKey(route).includes(only));
    figures.routes = routes.length;
    const failures: string[] = [];
    for (let i = 0; i < routes.length; i += AT_ONCE) {
      await Promise.all(
        routes.slice(i, i + AT_ONCE).map((route) =>
          fuzz(route).catch((error: Error) => {
            // What went wrong first (the route, the answer), then fast-check's counterexample.
            const cause = error.cause instanceof Error ? error.cause.message : '';
            failures.push(`${cause}\n${error.message.slice(0, 1500)}`);
          }),
        ),
      );
    }
    expect(failures).toEqual([]);
    // The callers' sessions lasted: the cases reached the handlers, not only the sign-in check.
    for (const headers of Object.values(callers)) {
      const res = await t.app.inject({ method: 'GET', url: '/auth/v1/user', headers });
      expect(res.statusCode).toBe(200);
    }
  }, 600_000);
});
