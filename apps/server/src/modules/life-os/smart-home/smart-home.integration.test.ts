import type { Session } from '@aurum/shared/auth/session';
import type { SmartDevice, SmartHomeView } from '@aurum/shared/life-os/smart-home';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client';
import { SealedBox } from '../../../platform/crypto/sealed-box';
import { HomeAssistantHub } from '../../../platform/home-hub/home-assistant';
import { RateLimiter } from '../../../platform/rate-limit/rate-limiter';
import { bearer, confirmedMember } from '../../../test/auth-fixtures';
import {
  FAKE_HA_TOKEN,
  type FakeHomeAssistant,
  startFakeHomeAssistant,
} from '../../../test/fake-home-assistant';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app';
import { SmartHomeService } from './smart-home.service';

const TIMEOUT_MS = 300;
const UNKNOWN_ID = '6f1c2b8e-3d4a-4e5f-9a0b-1c2d3e4f5a6b';

function client(t: TestApp, session: Session) {
  const call = (method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: bearer(session),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const ok = async <T>(res: ReturnType<typeof call>, status = 200) => {
    const done = await res;
    expect(done.statusCode, done.body).toBe(status);
    return (done.body ? JSON.parse(done.body) : null) as T;
  };
  return {
    call,
    view: () => ok<SmartHomeView>(call('GET', '/api/smart-home')),
    connect: (url: string, token = FAKE_HA_TOKEN) =>
      ok<SmartHomeView>(call('PUT', '/api/smart-home/hub', { url, token })),
    switchHub: (id: string, on: boolean) =>
      ok<SmartDevice>(call('PUT', `/api/smart-home/hub/devices/${id}/state`, { on })),
    addOwn: (body: object) => ok<SmartDevice>(call('POST', '/api/smart-home/devices', body), 201),
  };
}

async function expectRefusal(
  res: Promise<{ statusCode: number; json: () => unknown }>,
  status: number,
  code?: string,
  label = '',
) {
  const done = await res;
  expect(done.statusCode, label).toBe(status);
  expect(done.json(), label).toEqual(
    expect.objectContaining({ code: code ?? expect.any(String), message: expect.any(String) }),
  );
}

describe.each(databaseKinds)(
  'the smart home against a Home Assistant on loopback, on %s',
  (kind) => {
    let t: TestApp;
    let hub: FakeHomeAssistant;
    let a: ReturnType<typeof client>;
    let b: ReturnType<typeof client>;
    let aId: string;
    let environment: SmartHomeService;

    beforeAll(async () => {
      hub = await startFakeHomeAssistant({ hangMs: 2000 });
      t = await createTestApp(kind, { env: { HOME_HUB_TIMEOUT_MS: String(TIMEOUT_MS) } });
      t.clock.set(new Date('2026-05-12T08:00:00Z'));
      const first = await confirmedMember(t);
      aId = first.session.user.id;
      a = client(t, first.session);
      b = client(t, (await confirmedMember(t)).session);
      // The reset's optimize_environment, as registerLifeOs answers it.
      environment = new SmartHomeService({
        db: t.db,
        clock: t.clock,
        box: new SealedBox(t.config.DATA_ENCRYPTION_KEY),
        hub: new HomeAssistantHub({ timeoutMs: TIMEOUT_MS, networks: 'loopback' }),
        networks: 'loopback',
        limiter: new RateLimiter(t.db),
      });
    });
    afterAll(async () => {
      await t.close();
      await hub.close();
    });
    beforeEach(() => hub.reset());

    it('signed-out callers reach nothing', async () => {
      const routes: [string, string][] = [
        ['GET', '/api/smart-home'],
        ['PUT', '/api/smart-home/hub'],
        ['DELETE', '/api/smart-home/hub'],
        ['PUT', '/api/smart-home/hub/devices/light.kitchen/state'],
        ['POST', '/api/smart-home/hub/scenes/scene.evening_calm/activation'],
        ['PUT', '/api/smart-home/rest-scene'],
        ['POST', '/api/smart-home/devices'],
        ['PUT', `/api/smart-home/devices/${UNKNOWN_ID}/state`],
        ['DELETE', `/api/smart-home/devices/${UNKNOWN_ID}`],
      ];
      for (const [method, url] of routes) {
        const res = await t.app.inject({ method: method as 'GET', url });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('without a hub: the own device list, and the reset sets its lights off (not connected)', async () => {
      expect(await b.view()).toEqual({ hub: null, devices: [], rest_scene: null });
      const lamp = await b.addOwn({ name: 'Reading Lamp', kind: 'light', room: 'Study' });
      expect(lamp).toMatchObject({ source: 'own', kind: 'light', on: false, room: 'Study' });
      t.clock.advance(60);
      const heater = await b.addOwn({ name: 'Heater', kind: 'climate' });
      expect(
        (await b.call('PUT', `/api/smart-home/devices/${lamp.id}/state`, { on: true })).json(),
      ).toMatchObject({ id: lamp.id, on: true });
      await b.call('PUT', `/api/smart-home/devices/${heater.id}/state`, { on: true });

      const bId = (await b.call('GET', '/auth/v1/user')).json<{ id: string }>().id;
      const outcome = await environment.runRestScene(bId);
      expect(outcome).toMatchObject({ action: 'optimize_environment', outcome: 'done' });
      expect(outcome.message).toContain('1 light');
      expect(outcome.message).toContain('device list');
      const after = await b.view();
      expect(after.devices.map((d) => [d.name, d.on])).toEqual([
        ['Reading Lamp', false],
        ['Heater', true],
      ]);
      expect((await environment.runRestScene(bId)).outcome).toBe('skipped');

      const removed = await b.call('DELETE', `/api/smart-home/devices/${heater.id}`);
      expect(removed.statusCode).toBe(204);
      expect((await b.view()).devices.map((d) => d.name)).toEqual(['Reading Lamp']);
    });

    it('refuses a token the hub refuses, and keeps nothing', async () => {
      await expectRefusal(
        a.call('PUT', '/api/smart-home/hub', { url: hub.url, token: 'not-the-token' }),
        400,
        'HUB_REFUSED',
      );
      expect((await a.view()).hub).toBeNull();
      expect(hub.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/']);
    });

    it('connects a hub, lists its lights, switches, climate and scenes, the token sealed at rest', async () => {
      const view = await a.connect(`${hub.url}/`);
      expect(view.hub).toEqual({
        url: hub.url,
        status: 'connected',
        connected_at: t.clock.now().toISOString(),
      });
      expect(view.devices.map((d) => [d.id, d.kind, d.name, d.on, d.available])).toEqual([
        ['light.kitchen', 'light', 'Kitchen Light', true, true],
        ['light.lounge', 'light', 'Lounge Lamp', true, true],
        ['light.porch', 'light', 'Porch', null, false],
        ['switch.coffee_machine', 'switch', 'Coffee Machine', false, true],
        ['climate.bedroom', 'climate', 'Bedroom', true, true],
        ['scene.evening_calm', 'scene', 'Evening Calm', null, true],
        ['scene.movie_night', 'scene', 'Movie Night', null, false],
      ]);
      expect(view.devices.find((d) => d.kind === 'climate')!.temperature).toBe(21.5);
      // Every call carried the member's token.
      expect(hub.calls.every((c) => c.authorization === `Bearer ${FAKE_HA_TOKEN}`)).toBe(true);

      // At rest: the row holds the sealed token only, never the token or a part of it.
      const rows = rowsOf<Record<string, unknown>>(
        await t.db.execute(
          sql`select home_hubs::text as row from home_hubs where user_id = ${aId}`,
        ),
      );
      expect(rows).toHaveLength(1);
      const stored = String(rows[0]!.row);
      expect(stored).toContain(hub.url);
      expect(stored).not.toContain(FAKE_HA_TOKEN);
      expect(stored).not.toContain(FAKE_HA_TOKEN.slice(10, 40));
      expect(stored).not.toContain(Buffer.from(FAKE_HA_TOKEN).toString('base64').slice(0, 24));
    });

    it('switches lights, switches and climate on the hub', async () => {
      expect(await a.switchHub('light.kitchen', false)).toMatchObject({
        id: 'light.kitchen',
        source: 'hub',
        on: false,
      });
      expect(hub.entity('light.kitchen')!.state).toBe('off');
      expect(await a.switchHub('switch.coffee_machine', true)).toMatchObject({ on: true });
      expect(await a.switchHub('climate.bedroom', false)).toMatchObject({ on: false });
      expect(hub.entity('climate.bedroom')!.state).toBe('off');
      const posted = hub.calls.filter((c) => c.method === 'POST');
      expect(posted.map((c) => [c.path, c.body])).toEqual([
        ['/api/services/light/turn_off', { entity_id: 'light.kitchen' }],
        ['/api/services/switch/turn_on', { entity_id: 'switch.coffee_machine' }],
        ['/api/services/climate/turn_off', { entity_id: 'climate.bedroom' }],
      ]);
      await expectRefusal(
        a.call('PUT', '/api/smart-home/hub/devices/light.garage/state', { on: true }),
        404,
      );
      await expectRefusal(
        a.call('PUT', '/api/smart-home/hub/devices/scene.evening_calm/state', { on: true }),
        400,
      );
    });

    it('activates scenes, and the reset runs the rest scene or turns the lights off', async () => {
      const activated = await a.call(
        'POST',
        '/api/smart-home/hub/scenes/scene.movie_night/activation',
      );
      expect(activated.json()).toEqual({ message: 'Scene "Movie Night" activated' });
      expect(hub.entity('light.lounge')!.state).toBe('off');

      hub.reset();
      const chosen = await a.call('PUT', '/api/smart-home/rest-scene', {
        entity_id: 'scene.evening_calm',
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
      expect(chosen.json<SmartHomeView>().rest_scene).toBe('scene.evening_calm');
      const rest = await environment.runRestScene(aId);
      expect(rest).toMatchObject({
        outcome: 'done',
        message: 'Rest scene "Evening Calm" activated',
      });
      expect(hub.calls.at(-1)).toMatchObject({
        path: '/api/services/scene/turn_on',
        body: { entity_id: 'scene.evening_calm' },
      });

      hub.reset();
      await a.call('PUT', '/api/smart-home/rest-scene', { entity_id: null });
      expect((await a.view()).rest_scene).toBeNull();
      const lightsOff = await environment.runRestScene(aId);
      expect(lightsOff).toMatchObject({ outcome: 'done', message: '2 lights turned off at home' });
      expect(hub.entity('light.kitchen')!.state).toBe('off');
      expect(hub.entity('light.lounge')!.state).toBe('off');
      expect(hub.entity('switch.coffee_machine')!.state).toBe('off');

      await expectRefusal(
        a.call('PUT', '/api/smart-home/rest-scene', { entity_id: 'scene.unknown' }),
        404,
      );
      await expectRefusal(
        a.call('PUT', '/api/smart-home/rest-scene', { entity_id: 'light.kitchen' }),
        400,
      );
    });

    it('a hub that times out or is down is unreachable: the view answers, never a 5xx', async () => {
      hub.setMode('hang');
      const started = Date.now();
      const view = await a.view();
      expect(Date.now() - started).toBeLessThan(1500);
      expect(view.hub!.status).toBe('unreachable');
      expect(view.devices.filter((d) => d.source === 'hub')).toEqual([]);
      await expectRefusal(
        a.call('PUT', '/api/smart-home/hub/devices/light.kitchen/state', { on: false }),
        400,
        'HUB_UNREACHABLE',
      );
      expect(await environment.runRestScene(aId)).toMatchObject({ outcome: 'failed' });
      await expectRefusal(
        a.call('PUT', '/api/smart-home/hub', { url: hub.url, token: FAKE_HA_TOKEN }),
        400,
        'HUB_UNREACHABLE',
      );

      hub.setMode('down');
      expect((await a.view()).hub!.status).toBe('unreachable');
      hub.setMode('revoked');
      expect((await a.view()).hub!.status).toBe('refused');
      await expectRefusal(
        a.call('POST', '/api/smart-home/hub/scenes/scene.evening_calm/activation'),
        400,
        'HUB_REFUSED',
      );
    });

    it("member B reaches none of member A's hub or devices (404, as for none)", async () => {
      const own = await a.addOwn({ name: 'Desk Lamp', kind: 'light' });
      await expectRefusal(
        b.call('PUT', `/api/smart-home/devices/${own.id}/state`, { on: true }),
        404,
      );
      await expectRefusal(b.call('DELETE', `/api/smart-home/devices/${own.id}`), 404);
      await expectRefusal(
        b.call('PUT', '/api/smart-home/hub/devices/light.kitchen/state', { on: false }),
        404,
      );
      await expectRefusal(
        b.call('POST', '/api/smart-home/hub/scenes/scene.evening_calm/activation'),
        404,
      );
      await expectRefusal(b.call('PUT', '/api/smart-home/rest-scene', { entity_id: null }), 404);
      const bView = await b.view();
      expect(bView.hub).toBeNull();
      expect(bView.devices.map((d) => d.id)).not.toContain(own.id);
      // B's disconnect removes nothing of A's.
      expect((await b.call('DELETE', '/api/smart-home/hub')).statusCode).toBe(204);
      expect((await a.view()).hub).not.toBeNull();
      expect(hub.calls.filter((c) => c.method === 'POST')).toEqual([]);
      await expectRefusal(
        a.call('PUT', '/api/smart-home/devices/not-a-uuid/state', { on: true }),
        404,
      );
    });

    it('refuses bad input with 400 {code, message}', async () => {
      for (const id of [
        'light.Kitchen',
        'sensor.outdoor_temperature',
        'light.',
        'light.a%20b',
        'x',
      ]) {
        await expectRefusal(
          a.call('PUT', `/api/smart-home/hub/devices/${id}/state`, { on: true }),
          400,
          'VALIDATION_ERROR',
          id,
        );
      }
      await expectRefusal(
        a.call('PUT', '/api/smart-home/hub/devices/light.kitchen/state', { on: 'yes' }),
        400,
      );
      await expectRefusal(
        a.call('PUT', '/api/smart-home/rest-scene', { entity_id: 'scene.Bad-Name' }),
        400,
      );
      const urls = [
        'homeassistant.local:8123',
        'ftp://192.168.1.5/',
        'javascript:alert(1)',
        `http://user:secret@127.0.0.1:${hub.port}`,
        `${hub.url}/?next=x`,
        'http://169.254.169.254/latest/meta-data',
        'http://0.0.0.0:8123',
        'http://[fe80::1]:8123',
        'http://[::ffff:169.254.169.254]/',
      ];
      for (const url of urls) {
        await expectRefusal(
          a.call('PUT', '/api/smart-home/hub', { url, token: FAKE_HA_TOKEN }),
          400,
          'VALIDATION_ERROR',
          url,
        );
      }
      await expectRefusal(
        a.call('PUT', '/api/smart-home/hub', { url: hub.url, token: 'two words' }),
        400,
        'VALIDATION_ERROR',
      );
      for (const body of [
        {},
        { name: 'X', kind: 'scene' },
        { name: '', kind: 'light' },
        { name: 'X'.repeat(61), kind: 'light' },
      ]) {
        await expectRefusal(
          a.call('POST', '/api/smart-home/devices', body),
          400,
          'VALIDATION_ERROR',
        );
      }
      // None of it reached the hub (only the connections above that passed the checks would).
      expect(hub.calls).toEqual([]);
    });

    it('disconnecting forgets the hub and its token', async () => {
      expect((await a.call('DELETE', '/api/smart-home/hub')).statusCode).toBe(204);
      expect((await a.view()).hub).toBeNull();
      const rows = rowsOf(await t.db.execute(sql`select 1 from home_hubs where user_id = ${aId}`));
      expect(rows).toEqual([]);
    });
  },
);

describe('where a hub may be: a server that does not call its own loopback', () => {
  let t: TestApp;
  let hub: FakeHomeAssistant;
  let member: ReturnType<typeof client>;
  beforeAll(async () => {
    hub = await startFakeHomeAssistant();
    t = await createTestApp('pglite', { env: { HOME_HUB_NETWORKS: 'lan' } });
    member = client(t, (await confirmedMember(t)).session);
  });
  afterAll(async () => {
    await t.close();
    await hub.close();
  });

  it('refuses loopback addresses and names resolving there, without calling them', async () => {
    for (const url of [hub.url, `http://localhost:${hub.port}`, `http://[::1]:${hub.port}`]) {
      await expectRefusal(
        member.call('PUT', '/api/smart-home/hub', { url, token: FAKE_HA_TOKEN }),
        400,
        'VALIDATION_ERROR',
        url,
      );
    }
    expect(hub.calls).toEqual([]);
  });
});
