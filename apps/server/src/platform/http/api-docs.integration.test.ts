import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedMember, bearer } from '../../test/auth-fixtures';
import { registeredRoutes } from '../../test/registered-routes';
import { createTestApp, type TestApp } from '../../test/test-app';
import { isApiRoute } from './api-docs';

interface Operation {
  tags?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
}
type Paths = Record<string, Record<string, Operation>>;

/** Fastify's `/a/:id` as OpenAPI writes it: `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

const key = (route: { method: string; url: string }) =>
  `${route.method} ${route.url.replace(/(.)\/$/, '$1')}`;

describe('the OpenAPI document', () => {
  let t: TestApp;
  let paths: Paths;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: { SERVE_WEB: 'true' },
      web: {
        distDir: mkdtempSync(path.join(tmpdir(), 'aurum-dist-')),
        renderer: async () => undefined,
      },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json<{ openapi: string; paths: Paths }>();
    expect(document.openapi).toBe('3.1.0');
    paths = document.paths;
  });
  afterAll(() => t.close());

  // A route registered as a prefix's '/' answers with and without the slash; the document names one.
  const documented = (method: string, url: string) => {
    const at = openApiPath(url).replace(/(.)\/$/, '$1');
    return (paths[at] ?? paths[`${at}/`])?.[method.toLowerCase()];
  };

  it('has every route the server registers, each with its area as tag', () => {
    // Both lists: the onRoute hook that runs before any route exists, and Fastify's route tree.
    const api = t.routes.filter((route) => isApiRoute(route.url));
    expect(api.length).toBeGreaterThan(200);
    expect(new Set(api.map(key))).toEqual(
      new Set(
        registeredRoutes(t.app)
          .filter((route) => isApiRoute(route.url))
          .map(key),
      ),
    );
    const unnamedPathParameters = Object.entries(paths).flatMap(([at, methods]) =>
      Object.entries(methods).flatMap(([method, op]) =>
        [...at.matchAll(/\{(\w+)\}/g)]
          .filter(([, name]) => !op.parameters?.some((p) => p.in === 'path' && p.name === name))
          .map(([, name]) => `${method} ${at}: ${name}`),
      ),
    );
    expect(unnamedPathParameters).toEqual([]);
    const missing = api
      .filter((route) => !documented(route.method, route.url)?.tags?.length)
      .map(key);
    expect(missing).toEqual([]);
  });

  it('leaves out only the docs page, the web app and /metrics', () => {
    const left = t.routes
      .filter((route) => !isApiRoute(route.url))
      .filter((route) => route.url !== '/metrics' && !route.url.startsWith('/api/docs'))
      .map(key);
    // The web app: its first screen, its files and the history fallback.
    expect(left.sort()).toEqual(['GET /', 'GET /*']);
  });

  it('describes bodies, query strings and path parameters from the shared zod schemas', () => {
    const save = documented('POST', '/api/journal/entries');
    expect(save?.tags).toEqual(['journal']);
    const body = save?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(body?.properties ?? {})).toEqual(
      expect.arrayContaining(['content', 'entry_type']),
    );
    const list = documented('GET', '/api/journal/entries');
    expect(list?.parameters?.map((p) => `${p.in} ${p.name}`)).toEqual(
      expect.arrayContaining(['query limit', 'query cursor']),
    );
    const rename = documented('PATCH', '/auth/v1/passkeys/:id');
    expect(rename?.parameters?.map((p) => `${p.in} ${p.name}`)).toContain('path id');
    // A ratchet: the routes whose input is described (raise it as routes gain schemas).
    const described = Object.values(paths)
      .flatMap((methods) => Object.values(methods))
      .filter((op) => op.requestBody || op.parameters?.some((p) => p.in !== 'path'));
    expect(described.length).toBeGreaterThanOrEqual(111);
  });

  it('keeps answers as they were: the guard before the input, the same {code, message}', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/journal/entries',
      payload: { content: 42 },
    });
    expect(anonymous.statusCode).toBe(401);
    const { session } = await confirmedMember(t);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/journal/entries',
      headers: bearer(session),
      payload: { content: 42 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: {} });
    const notAnId = await t.app.inject({
      method: 'DELETE',
      url: '/api/journal/entries/not-a-uuid',
      headers: bearer(session),
    });
    expect(notAnId.statusCode).toBe(404);
  });

  it('serves Swagger UI at /api/docs within the app CSP (scripts from its own origin)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const html = page.statusCode === 302 ? null : page.body;
    const index =
      html ??
      (await t.app.inject({ method: 'GET', url: String(page.headers.location) })).body ??
      '';
    expect(index).toContain('swagger-ui-bundle.js');
    expect(index).not.toMatch(/<script>(?!\s*<\/script>)/);
    const initializer = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
