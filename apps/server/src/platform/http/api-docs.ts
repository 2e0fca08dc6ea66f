import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

/** A route as Fastify registered it (HEAD left out: it is the GET route without a body). */
export interface ApiRoute {
  method: string;
  url: string;
}

/** Where the document and its page are served. */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/**
 * The API's addresses, with the calendar feed calendar apps read: everything else (the web app's
 * pages and files, /metrics) is not in the document.
 */
const API_PREFIXES = ['/api/', '/auth/v1/', '/realtime/', '/calendar/feed/'];

export const isApiRoute = (url: string) =>
  API_PREFIXES.some((prefix) => url.startsWith(prefix)) &&
  url !== DOCS_PREFIX &&
  !url.startsWith(`${DOCS_PREFIX}/`);

/** A path's first segment names its area, except where an area answers under several. */
const AREA_OF_SEGMENT: Record<string, string> = {
  mood: 'journal',
  'memory-bank': 'chat',
  'service-requests': 'requests',
  services: 'marketplace',
  payments: 'membership',
  provider: 'provider-portal',
  'provider-links': 'provider-portal',
  personas: 'life-os',
  reset: 'life-os',
  'smart-home': 'life-os',
  platforms: 'life-os',
  dev: 'dev-mailbox',
  test: 'legacy-capsules',
  health: 'operations',
  ready: 'operations',
  'openapi.json': 'operations',
};

/** The area a route belongs to: its tag in the document. */
export function areaOf(url: string): string {
  if (url.startsWith('/auth/v1/')) return 'auth';
  if (url.startsWith('/realtime/')) return 'realtime';
  if (url.startsWith('/calendar/')) return 'calendar';
  const segment = url.split('/')[2] ?? 'api';
  return AREA_OF_SEGMENT[segment] ?? segment;
}

type JsonObject = { properties?: Record<string, unknown>; required?: string[] };

/**
 * A route that parses only some of its path's parameters declares only those: the others are
 * added as strings, so every operation names each parameter of its path (OpenAPI requires it).
 */
function withEveryPathParameter(url: string, declared: JsonObject | undefined) {
  if (!declared) return {};
  const names = [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const properties = { ...declared.properties };
  for (const name of names) properties[name] ??= { type: 'string' };
  return { params: { ...declared, type: 'object', properties, required: names } };
}

const ERROR_ANSWER = {
  description: 'An error: {code, message}, with `errors` (field: message) for invalid input',
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string' },
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

/**
 * The OpenAPI 3.1 document of every API route, from the zod schemas the routes declare (ADR 073),
 * at /api/openapi.json, and Swagger UI at /api/docs. Registered before any route: its onRoute
 * hook sees them all. Routes keep parsing their input themselves with the same schemas (the
 * guard answers before validation, path ids that are not UUIDs are the route's 404, some routes
 * answer their own codes), so Fastify's own validation of the declared schemas is switched off.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<{ routes: ApiRoute[] }> {
  const routes: ApiRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
  });
  app.setValidatorCompiler(() => (value) => ({ value }));

  const zodTransform = createJsonSchemaTransform({ skipList: [] });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Aurum API',
        version: '1',
        description:
          'Members-only concierge. Errors answer {code, message}. Signed-in routes take the access token as `Authorization: Bearer`.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      // The token where the caller has one: each route's guard decides whether it is required.
      security: [{ bearer: [] }, {}],
    },
    transform: (document) => {
      if (!isApiRoute(document.url)) return { schema: { hide: true }, url: document.url };
      const declared: FastifySchema = document.schema ?? {};
      const { schema, url } = zodTransform({
        ...document,
        schema: { ...declared, tags: (declared.tags as string[]) ?? [areaOf(document.url)] },
      });
      const response = (schema.response as Record<string, unknown> | undefined) ?? {};
      return {
        schema: {
          ...schema,
          ...withEveryPathParameter(url, schema.params as JsonObject | undefined),
          response: { ...response, default: ERROR_ANSWER },
        },
        url,
      };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'none', deepLinking: true },
  });
  app.get(OPENAPI_PATH, async () => app.swagger());
  return { routes };
}
