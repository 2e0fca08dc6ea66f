import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestAppOver, databaseKinds, type TestApp } from '../../test/test-app';
import { TELEMETRY_RATE_LIMITED } from './telemetry.service';

const report = (t: TestApp, ip: string, path = '/no-such-page') =>
  t.app.inject({
    method: 'POST',
    url: '/api/telemetry/not-found',
    payload: { path },
    remoteAddress: ip,
  });

describe.each(databaseKinds)('404 reports on %s', (kind) => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    const env = { TELEMETRY_RATE_LIMIT_ATTEMPTS: '3' };
    t = await createTestApp(kind, { env });
    // A second instance over the same database, as behind a load balancer.
    other = await createTestAppOver(t.database, { env });
  });
  afterAll(async () => {
    await other.app.close();
    await t.close();
  });

  // First, while both instances' clocks still agree.
  it('counts the reports of one address on every instance together', async () => {
    const ip = '198.51.100.30';
    const statuses = [
      (await report(t, ip)).statusCode,
      (await report(other, ip)).statusCode,
      (await report(t, ip)).statusCode,
      (await report(other, ip)).statusCode,
    ];
    expect(statuses).toEqual([204, 204, 204, 429]);
  });

  it('takes a few reports from one address, then answers 429 with Retry-After', async () => {
    const ip = '198.51.100.20';
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await report(t, ip)).statusCode);
    expect(statuses).toEqual([204, 204, 204]);

    const refused = await report(t, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject(TELEMETRY_RATE_LIMITED);
    expect(refused.headers['retry-after']).toBe(String(15 * 60));
    // The block comes before reading the report: a malformed one is refused the same way.
    expect((await report(t, ip, '')).statusCode).toBe(429);

    expect((await report(t, '198.51.100.21')).statusCode).toBe(204);
    t.clock.advance(15 * 60);
    expect((await report(t, ip)).statusCode).toBe(204);
  });
});
