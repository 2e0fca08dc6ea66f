import type { Session } from '@aurum/shared/auth/session';
import { GENERAL_SETTINGS_DEFAULTS, type PlatformsView } from '@aurum/shared/life-os/platforms';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client';
import { bearer, confirmedMember } from '../../../test/auth-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app';

describe.each(databaseKinds)('Cross-Platform Access settings on %s', (kind) => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  const call = (session: Session, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: bearer(session), payload });
  const connected = (view: PlatformsView) =>
    Object.fromEntries(view.platforms.map((p) => [p.id, p.isConnected]));

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(new Date('2026-05-12T08:00:00Z'));
    a = (await confirmedMember(t)).session;
    b = (await confirmedMember(t)).session;
  });
  afterAll(() => t.close());

  it('signed-out callers reach nothing', async () => {
    for (const [method, url] of [
      ['GET', '/api/platforms'],
      ['PUT', '/api/platforms/telegram'],
      ['PUT', '/api/platforms/settings'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });

  it('starts with the four platforms disconnected and the general settings all on', async () => {
    const view = (await call(a, 'GET', '/api/platforms')).json<PlatformsView>();
    expect(view.platforms.map((p) => p.id)).toEqual([
      'apple_watch',
      'telegram',
      'desktop',
      'garmin',
    ]);
    expect(view.platforms.every((p) => p.connectionStatus === 'disconnected')).toBe(true);
    expect(view.platforms[0]!.setupInstructions.length).toBeGreaterThan(0);
    expect(view.settings).toEqual(GENERAL_SETTINGS_DEFAULTS);
  });

  it("saves the member's connections and settings, B's separately", async () => {
    const res = await call(a, 'PUT', '/api/platforms/telegram', { connected: true });
    expect(res.statusCode, res.body).toBe(200);
    const telegram = res.json<PlatformsView>().platforms.find((p) => p.id === 'telegram')!;
    expect(telegram).toMatchObject({
      isConnected: true,
      connectionStatus: 'connected',
      connected_at: '2026-05-12T08:00:00.000Z',
    });
    // Connecting again keeps when it was connected; parallel saves keep one row per key.
    t.clock.advance(600);
    await Promise.all(
      Array.from({ length: 8 }, () =>
        call(a, 'PUT', '/api/platforms/telegram', { connected: true }),
      ),
    );
    await call(a, 'PUT', '/api/platforms/garmin', { connected: true });
    await call(a, 'PUT', '/api/platforms/garmin', { connected: false });
    const settings = {
      notifications: false,
      voiceCommands: true,
      dataSync: false,
      priorityAlerts: true,
    };
    expect((await call(a, 'PUT', '/api/platforms/settings', settings)).statusCode).toBe(200);

    const view = (await call(a, 'GET', '/api/platforms')).json<PlatformsView>();
    expect(connected(view)).toEqual({
      apple_watch: false,
      telegram: true,
      desktop: false,
      garmin: false,
    });
    expect(view.platforms.find((p) => p.id === 'telegram')!.connected_at).toBe(
      '2026-05-12T08:00:00.000Z',
    );
    expect(view.settings).toEqual(settings);
    const rows = rowsOf<{ key: string }>(
      await t.db.execute(
        sql`select preference_key as key from user_preferences
            where category = 'cross_platform' and user_id = ${a.user.id} order by 1`,
      ),
    );
    expect(rows.map((r) => r.key)).toEqual(['garmin', 'general_settings', 'telegram']);

    const other = (await call(b, 'GET', '/api/platforms')).json<PlatformsView>();
    expect(Object.values(connected(other))).toEqual([false, false, false, false]);
    expect(other.settings).toEqual(GENERAL_SETTINGS_DEFAULTS);
  });

  it('refuses Desktop (the browser decides), unknown platforms and bad bodies with 400', async () => {
    const cases: [string, object][] = [
      ['/api/platforms/desktop', { connected: true }],
      ['/api/platforms/fitbit', { connected: true }],
      ['/api/platforms/telegram', { connected: 'yes' }],
      ['/api/platforms/telegram', {}],
      ['/api/platforms/settings', { notifications: true }],
    ];
    for (const [url, body] of cases) {
      const res = await call(a, 'PUT', url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual(
        expect.objectContaining({ code: 'VALIDATION_ERROR', message: expect.any(String) }),
      );
    }
  });
});
