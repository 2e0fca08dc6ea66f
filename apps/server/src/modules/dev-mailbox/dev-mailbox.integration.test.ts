import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../../test/auth-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

describe.each(databaseKinds)('the dev mailbox and the 404 log on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('lists every message newest first with id, to, subject, text, html, created_at', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await signUp(t, first);
    t.clock.advance(5);
    await signUp(t, second);
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    const messages = res.json() as Record<string, string>[];
    expect(messages.map((m) => m.to).slice(0, 2)).toEqual([second, first]);
    expect(Object.keys(messages[0]!)).toEqual(
      expect.arrayContaining(['id', 'to', 'subject', 'text', 'html', 'created_at']),
    );
    expect(new Date(messages[0]!.created_at!).getTime()).toBe(t.clock.now().getTime());
  });

  it('is not there in production', async () => {
    const production = await createTestApp(kind, {
      env: { NODE_ENV: 'production', DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64') },
    });
    try {
      const res = await production.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    } finally {
      await production.close();
    }
  });

  it('takes the 404 page visit report', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/telemetry/not-found',
      payload: { path: '/no/such/page' },
    });
    expect(res.statusCode).toBe(204);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/telemetry/not-found',
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
  });
});
