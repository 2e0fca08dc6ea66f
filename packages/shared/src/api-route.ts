/**
 * Route descriptors (ADR 080): one plain object per API route, `{ method, path }`, that the server
 * registers the route with and the web app calls it by, so the path is written once. Its answer,
 * body and query travel as types only (`import type` from the area's contract): a descriptor
 * carries no zod schema into a screen's first load (ADR 022); the server attaches its schemas
 * where it registers the route.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The types a route carries; each left out is absent (no body, no query, an empty answer). */
export interface RouteTypes {
  answer?: unknown;
  body?: unknown;
  query?: unknown;
}

declare const carried: unique symbol;

export interface ApiRoute<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  T extends RouteTypes = RouteTypes,
> {
  readonly method: M;
  /** As Fastify writes it: `/api/service-requests/:id/cancel`. */
  readonly path: P;
  /** Never set: the answer, body and query types, for the callers. */
  readonly [carried]?: T;
}

/**
 * The types a descriptor carries, named where it is declared: `typed<{ answer: Thing }>` (an
 * instantiation expression, not a call). Never called.
 */
export function typed<T extends RouteTypes>(): T {
  throw new Error('typed() only names the types of a route descriptor');
}

/**
 * A descriptor: `export const cancel = route('POST', '/api/things/:id/cancel', typed<{ answer:
 * Thing }>)`. One export per route, and `route` has no side effects, so a screen's bundle keeps
 * only the descriptors it calls (each area's file is imported as a namespace: `import * as
 * thingRoutes from ...`).
 */
/*#__NO_SIDE_EFFECTS__*/
export function route<M extends HttpMethod, P extends string, T extends RouteTypes = object>(
  method: M,
  path: P,
  _types?: () => T,
): ApiRoute<M, P, T> {
  return { method, path };
}

type Carried<R> = R extends ApiRoute<HttpMethod, string, infer T> ? T : never;

/** The answer of a route; `void` when it answers nothing (204). */
export type RouteAnswer<R> = Carried<R> extends { answer: infer A } ? A : void;
/** The JSON body a route takes; `undefined` when it takes none. */
export type RouteBody<R> = Carried<R> extends { body: infer B } ? B : undefined;
/** The query string a route reads; `undefined` when it reads none. */
export type RouteQuery<R> = Carried<R> extends { query: infer Q } ? Q : undefined;

/** `/a/:id/b/:name` as `{ id: string; name: string }`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/** Every descriptor of an area's file, for the test that matches them to registered routes. */
export type RouteTable = Record<string, ApiRoute>;
