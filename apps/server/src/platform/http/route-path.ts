import type { ApiRoute } from '@aurum/shared/api-route';
import type { FastifyInstance } from 'fastify';

/**
 * The path to register a descriptor's route at (ADR 080), relative to the plugin's prefix, so
 * the route lives at exactly the descriptor's path: `app.post(at(app, routes.cancel), ...)`.
 * The test in route-descriptors.integration.test.ts checks each descriptor's method and path
 * against the routes the server registers.
 */
export function at(app: FastifyInstance, route: ApiRoute): string {
  const { prefix } = app;
  if (!route.path.startsWith(prefix)) {
    throw new Error(`${route.method} ${route.path} cannot be registered under ${prefix}`);
  }
  // A prefixed plugin's own root ('/api/admin') is its '/'.
  return route.path.slice(prefix.length) || '/';
}
