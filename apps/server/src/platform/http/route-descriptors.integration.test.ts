import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiRoute } from '@aurum/shared/api-route';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const SHARED = fileURLToPath(new URL('../../../../../packages/shared/src', import.meta.url));

/** Every `*-routes.ts` file of packages/shared, each area's descriptors (ADR 080). */
function descriptorFiles(): string[] {
  return readdirSync(SHARED, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('-routes.ts'))
    .map((file) => path.join(SHARED, file));
}

const isDescriptor = (value: unknown): value is ApiRoute =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ApiRoute).method === 'string' &&
  typeof (value as ApiRoute).path === 'string';

async function descriptors(): Promise<{ name: string; route: ApiRoute }[]> {
  const found: { name: string; route: ApiRoute }[] = [];
  for (const file of descriptorFiles()) {
    const area = path.relative(SHARED, file);
    for (const [name, route] of Object.entries(await import(file))) {
      if (isDescriptor(route)) found.push({ name: `${area} ${name}`, route });
    }
  }
  return found;
}

describe('route descriptors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('each names a route the server registers, by method and path', async () => {
    const registered = new Set(t.routes.map((route) => `${route.method} ${route.url}`));
    const all = await descriptors();
    expect(all.length).toBeGreaterThanOrEqual(255);
    const unregistered = all
      .filter(({ route }) => !registered.has(`${route.method} ${route.path}`))
      .map(({ name, route }) => `${name}: ${route.method} ${route.path}`);
    expect(unregistered).toEqual([]);
  });
});
