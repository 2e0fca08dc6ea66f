import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** The path as registered, e.g. /api/service-requests/:id/cancel. */
  url: string;
}

const LINE = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?$/u;

/**
 * Every route the app has registered, read from Fastify's own route tree (printRoutes), so a new
 * route is covered by the tests that walk them without anyone listing it. HEAD is left out: it
 * is the GET route answered without a body.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const url = stack.join('');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD') routes.push({ method, url });
    }
  }
  return routes;
}
