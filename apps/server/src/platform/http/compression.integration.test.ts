import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmedMember, GOOD_PASSWORD } from '../../test/auth-fixtures';
import { seedProviders } from '../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

describe.each(databaseKinds)('compressed answers of the app on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedProviders(t);
  });
  afterAll(() => t.close());

  it('sends a member the catalogue compressed, and tokens never', async () => {
    const { session, email } = await confirmedMember(t);
    const categories = await t.app.inject({
      method: 'GET',
      url: '/api/marketplace/categories',
      headers: { ...bearer(session), 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(categories.statusCode).toBe(200);
    expect(categories.headers['content-encoding']).toBe('br');
    const decoded = brotliDecompressSync(categories.rawPayload);
    expect(decoded.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(Array.isArray(JSON.parse(decoded.toString()))).toBe(true);

    const token = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      payload: { email, password: GOOD_PASSWORD },
    });
    expect(token.statusCode).toBe(200);
    expect(token.headers['content-encoding']).toBeUndefined();
    expect(token.json().access_token).toEqual(expect.any(String));
  });
});
