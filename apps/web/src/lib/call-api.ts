import type {
  ApiRoute,
  PathParams,
  RouteAnswer,
  RouteBody,
  RouteQuery,
} from '@aurum/shared/api-route';
import { apiRequest, apiResponse, type RequestOptions } from './api-client';

/**
 * The web app's calls by route descriptor (ADR 080): the path, method and answer come from the
 * descriptor in packages/shared, the one the server registers the route with; nothing here or in
 * a feature writes an API path by hand.
 */

type ParamsOption<R extends ApiRoute> = keyof PathParams<R['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<R['path']> };
type BodyOption<R> = RouteBody<R> extends undefined ? { body?: undefined } : { body: RouteBody<R> };
type QueryOption<R> =
  RouteQuery<R> extends undefined ? { query?: undefined } : { query?: RouteQuery<R> };

export type CallOptions<R extends ApiRoute> = ParamsOption<R> &
  BodyOption<R> &
  QueryOption<R> &
  Pick<RequestOptions, 'signal' | 'anonymous' | 'bytes'>;

/** The options are optional when the route needs none of them. */
type Rest<R extends ApiRoute> =
  object extends CallOptions<R> ? [CallOptions<R>?] : [CallOptions<R>];

/** A descriptor's path with its parameters filled in, each encoded. */
export function routePath<R extends ApiRoute>(
  route: R,
  ...[params]: keyof PathParams<R['path']> extends never ? [] : [PathParams<R['path']>]
): string {
  const values = (params ?? {}) as Record<string, string>;
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

function requestOf(route: ApiRoute, options: CallOptions<ApiRoute> | undefined) {
  const { params, query, ...rest } = (options ?? {}) as CallOptions<ApiRoute> & {
    params?: Record<string, string>;
    query?: RequestOptions['query'];
  };
  const path = (routePath as (r: ApiRoute, p?: Record<string, string>) => string)(route, params);
  return { path, options: { ...rest, query, method: route.method } as RequestOptions };
}

/** Calls the route and answers its JSON, typed by the descriptor (see apiRequest). */
export function callApi<R extends ApiRoute>(
  route: R,
  ...[options]: Rest<R>
): Promise<RouteAnswer<R>> {
  const { path, options: request } = requestOf(route, options as CallOptions<ApiRoute>);
  return apiRequest<RouteAnswer<R>>(path, request);
}

/** As callApi, but the successful answer comes back as it is, e.g. to stream a download. */
export function callApiResponse<R extends ApiRoute>(
  route: R,
  ...[options]: Rest<R>
): Promise<Response> {
  const { path, options: request } = requestOf(route, options as CallOptions<ApiRoute>);
  return apiResponse(path, request);
}
