import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { maskUrl, REDACTED } from '../logger';

/**
 * Route parameters that name a row: the server checks who may see the row, the id alone opens
 * nothing, so it may be logged. WebAuthn credential ids are sent in the clear by design; a home
 * hub's entity id (`light.kitchen`) names a device of the member's own hub; an `actionId` is one
 * of Life OS's fixed action names (a reset action, a persona's quick action); a `spaceId` is a
 * shared space's row, opened only to its members (ADR 039); an `index` is an attachment's place
 * in a development mailbox message.
 * Any other parameter is treated as a secret and must be masked by the logger's one list.
 */
const ROW_ID_PARAMETERS = new Set([
  'id',
  'credentialId',
  'entityId',
  'actionId',
  'spaceId',
  'index',
]);
const SAMPLE = 'Zx9-sample-secret-value';

/** Every route's path, from Fastify's route tree (`printRoutes` without common prefixes). */
function routePaths(tree: string): string[] {
  const stack: string[] = [];
  const paths: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)/.exec(line);
    if (!match) continue;
    stack.length = match[1]!.length / 4;
    stack.push(match[2]!);
    paths.push(stack.join('').replace(/\/+/g, '/'));
  }
  return paths;
}

describe('secrets in the addresses the server answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('are all masked in the log: every route parameter is a row id or in the logger’s list', () => {
    const paths = routePaths(t.app.printRoutes({ commonPrefix: false }));
    expect(paths).toContain('/api/legacy-capsules/released/:token');
    const secretRoutes = paths.filter((path) =>
      [...path.matchAll(/:(\w+)/g)].some(([, name]) => !ROW_ID_PARAMETERS.has(name!)),
    );
    expect(secretRoutes).toEqual(
      expect.arrayContaining([
        '/api/legacy-capsules/released/:token',
        '/api/payments/sandbox/:accessCode',
        '/api/payments/sandbox/:accessCode/pay',
        '/api/payments/sandbox/:accessCode/decline',
      ]),
    );
    for (const path of secretRoutes) {
      const address = path.replace(/:(\w+)/g, (param, name: string) =>
        ROW_ID_PARAMETERS.has(name) ? '4f1c2b9e-0000-4000-8000-000000000000' : SAMPLE,
      );
      const masked = maskUrl(`${address}?x=1`);
      expect({ path, masked }).toEqual({ path, masked: expect.not.stringContaining(SAMPLE) });
      expect(masked).toContain(REDACTED);
    }
  });
});
