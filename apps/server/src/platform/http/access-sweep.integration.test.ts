import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { B_MARKER, idOf, sweepPeople, type SweepPeople } from '../../test/access-sweep-fixtures';
import type { RegisteredRoute } from '../../test/registered-routes';
import {
  OWNED_ROWS,
  type Param,
  ROUTE_ACCESS,
  routeKey,
  SPACE_ROWS,
  type RouteAccess,
} from '../../test/route-access';
import { VALID_BODIES } from '../../test/route-bodies';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { expectSecurityHeaders } from '../../test/security-header-expectations';

const OWNED = new Set<Param>([...OWNED_ROWS, ...SPACE_ROWS]);
const SPACE = new Set<Param>(SPACE_ROWS);

const accessOf = (route: RegisteredRoute): RouteAccess => ROUTE_ACCESS[routeKey(route)]!;
const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';

describe.each(databaseKinds)('the access sweep over every route on %s', (kind) => {
  let t: TestApp;
  let people: SweepPeople;
  const figures = { routes: 0, attempts: 0, crossMember: 0, pastValidation: 0 };
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { TRUST_PROXY: 'true' } });
    people = await sweepPeople(t);
  }, 120_000);
  afterAll(async () => {
    console.info(`access sweep on ${kind}: ${JSON.stringify(figures)}`);
    await t?.close();
  });

  /** The route's address with B's rows (or `space` instead of B's space) in its parameters. */
  function address(route: RegisteredRoute, space?: string) {
    const { params = {} } = accessOf(route);
    return route.url.replace(/:(\w+)/g, (_, name: string) => {
      const kind = params[name];
      if (kind === 'space' && space) return space;
      return idOf(people.rows, kind);
    });
  }

  async function call(route: RegisteredRoute, headers: Record<string, string>, space?: string) {
    figures.attempts += 1;
    const res = await t.app.inject({
      method: route.method as 'GET',
      url: address(route, space),
      headers,
      ...(hasBody(route.method) ? { payload: VALID_BODIES[routeKey(route)] ?? {} } : {}),
    });
    expectSecurityHeaders(res, headers['x-forwarded-proto'] === 'https');
    return res;
  }

  /** A refusal of `status` (or any 4xx but 401) as {code, message}, or what is wrong instead. */
  function refusalProblem(res: LightMyRequestResponse, status?: number): string | null {
    const { statusCode } = res;
    const refused = status
      ? statusCode === status
      : statusCode >= 400 && statusCode < 500 && statusCode !== 401;
    if (!refused) return `${statusCode} ${res.body}`;
    const body = res.json<Record<string, unknown>>();
    if (typeof body.code !== 'string' || typeof body.message !== 'string') return res.body;
    return res.body.includes(B_MARKER) ? `B's text in ${res.body}` : null;
  }

  /** Runs every check, then expects no problem (so one run lists them all). */
  function problems() {
    const found: string[] = [];
    return {
      check: (label: string, problem: string | null) => {
        if (problem) found.push(`${label}: ${problem.slice(0, 300)}`);
      },
      expectNone: () => expect(found).toEqual([]),
    };
  }

  it('classifies every registered route, and names no route that is gone', () => {
    const registered = t.routes.map(routeKey);
    figures.routes = registered.length;
    expect(registered.filter((key) => !ROUTE_ACCESS[key])).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it('answers an anonymous visitor 401 on every route but the public ones, never a 5xx', async () => {
    const { check, expectNone } = problems();
    for (const route of t.routes) {
      const { who } = accessOf(route);
      const res = await call(route, { 'x-forwarded-proto': 'https' });
      const label = `anonymous ${routeKey(route)}`;
      if (who === 'member' || who === 'staff' || who === 'provider') {
        check(label, refusalProblem(res, 401));
      } else if (res.statusCode >= 500 || (who === 'public' && res.body.includes(B_MARKER))) {
        check(label, `${res.statusCode} ${res.body}`);
      }
    }
    expectNone();
  });

  it('refuses members and providers on every staff route, members and staff on provider routes', async () => {
    const { check, expectNone } = problems();
    for (const route of t.routes) {
      const { who } = accessOf(route);
      const callers =
        who === 'staff'
          ? { a: people.a.headers, p1: people.p1.headers }
          : who === 'provider'
            ? { a: people.a.headers, staff: people.staff.headers }
            : {};
      for (const [name, headers] of Object.entries(callers)) {
        check(`${name} on ${routeKey(route)}`, refusalProblem(await call(route, headers), 403));
      }
    }
    expectNone();
  });

  it("never lets another member, B's partner, a provider or staff read or change B's rows", async () => {
    const { check, expectNone } = problems();
    const before = await snapshotOfB();
    const own = t.routes.filter((route) => {
      const { who, params = {} } = accessOf(route);
      return who === 'member' && Object.values(params).some((param) => OWNED.has(param));
    });
    expect(own.length).toBeGreaterThan(50);
    for (const route of own) {
      const { params = {} } = accessOf(route);
      const inSpace = Object.values(params).some((param) => SPACE.has(param));
      const callers: [string, Record<string, string>, string?][] = [
        ['member A', people.a.headers],
        ['provider', people.p2.headers],
        ['staff', people.staff.headers],
        // B's partner shares the space's rows by design, none of B's own.
        ...(inSpace ? [] : [["B's partner", people.c.headers] as [string, Record<string, string>]]),
        // A in A's own space, naming B's rows in it.
        ...(params.id && SPACE.has(params.id)
          ? [
              ['member A in their space', people.a.headers, people.a.spaceId] as [
                string,
                Record<string, string>,
                string,
              ],
            ]
          : []),
      ];
      for (const [name, headers, space] of callers) {
        const res = await call(route, headers, space);
        figures.crossMember += 1;
        if (res.statusCode !== 400) figures.pastValidation += 1;
        check(`${name} on ${routeKey(route)}`, refusalProblem(res));
      }
    }
    expectNone();
    expect(await snapshotOfB()).toEqual(before);
  });

  it("never lets provider P2 answer P1's assignment", async () => {
    const route = { method: 'POST', url: '/api/provider/assignments/:id/respond' };
    const res = await call(route, people.p2.headers);
    expect(refusalProblem(res)).toBeNull();
    expect(res.statusCode).toBe(404);
  });

  /** What B reads of their own: every GET a member may make, with B's rows. */
  async function snapshotOfB() {
    const reads = t.routes.filter(
      (route) =>
        route.method === 'GET' &&
        accessOf(route).who === 'member' &&
        !route.url.startsWith('/api/data-rights/export'),
    );
    const answers: Record<string, unknown> = {};
    for (const route of reads) {
      const res = await t.app.inject({
        method: 'GET',
        url: address(route),
        headers: people.b.headers,
      });
      answers[routeKey(route)] = [res.statusCode, res.body];
    }
    return answers;
  }
});
