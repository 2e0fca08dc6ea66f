import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_HA_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.fake-home-assistant.long-lived-token-0123456789';

interface FakeEntity {
  entity_id: string;
  state: string;
  attributes: Record<string, unknown>;
}

/** A home as Home Assistant reports it: lights, a switch, climate, scenes and a sensor Aurum ignores. */
const HOME = (): FakeEntity[] => [
  { entity_id: 'light.kitchen', state: 'on', attributes: { friendly_name: 'Kitchen Light' } },
  { entity_id: 'light.lounge', state: 'on', attributes: { friendly_name: 'Lounge Lamp' } },
  { entity_id: 'light.porch', state: 'unavailable', attributes: { friendly_name: 'Porch' } },
  {
    entity_id: 'switch.coffee_machine',
    state: 'off',
    attributes: { friendly_name: 'Coffee Machine' },
  },
  {
    entity_id: 'climate.bedroom',
    state: 'heat',
    attributes: { friendly_name: 'Bedroom', current_temperature: 21.5, temperature: 22 },
  },
  {
    entity_id: 'scene.evening_calm',
    state: '2026-05-01T18:00:00+00:00',
    attributes: { friendly_name: 'Evening Calm', entity_id: ['light.lounge'] },
  },
  {
    entity_id: 'scene.movie_night',
    state: 'unknown',
    attributes: { friendly_name: 'Movie Night' },
  },
  { entity_id: 'sensor.outdoor_temperature', state: '17.2', attributes: { unit: '°C' } },
];

/** What the scene sets when it is activated. */
const SCENES: Record<string, Record<string, string>> = {
  'scene.evening_calm': { 'light.kitchen': 'off', 'light.lounge': 'on' },
  'scene.movie_night': { 'light.kitchen': 'off', 'light.lounge': 'off' },
};

/**
 * `ok`; `hang`: answers long after Aurum's time-out; `down`: 502 as a proxy in front of a stopped
 * hub; `revoked`: the member deleted the token in Home Assistant (401 to everything).
 */
export type FakeHubMode = 'ok' | 'hang' | 'down' | 'revoked';

/**
 * A Home Assistant REST API stand-in on loopback for the integration tests (ADR 065): GET /api/,
 * /api/states and /api/states/<entity_id>, POST /api/services/<domain>/<service> for lights,
 * switches, climate and scenes, the long-lived token checked on every call (401 otherwise).
 */
export async function startFakeHomeAssistant(options: { hangMs?: number } = {}) {
  let entities = HOME();
  let mode: FakeHubMode = 'ok';
  const calls: {
    method: string;
    path: string;
    authorization: string | undefined;
    body: unknown;
  }[] = [];

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown) : null;
  };
  const find = (id: string) => entities.find((entity) => entity.entity_id === id);
  const setState = (id: string, state: string) => {
    const entity = find(id);
    if (entity) entity.state = state;
    return entity;
  };

  const server = createServer((req, res) => {
    void (async () => {
      const path = req.url ?? '/';
      const body = await readBody(req);
      calls.push({
        method: req.method ?? 'GET',
        path,
        authorization: req.headers.authorization,
        body,
      });
      if (mode === 'hang') {
        setTimeout(() => send(res, 200, { message: 'Too late' }), options.hangMs ?? 3000);
        return;
      }
      if (mode === 'down') return send(res, 502, { message: 'Bad gateway' });
      if (mode === 'revoked' || req.headers.authorization !== `Bearer ${FAKE_HA_TOKEN}`) {
        return send(res, 401, { message: 'Invalid authentication' });
      }
      if (req.method === 'GET' && path === '/api/')
        return send(res, 200, { message: 'API running.' });
      if (req.method === 'GET' && path === '/api/states') return send(res, 200, entities);
      const state = /^\/api\/states\/([\w.]+)$/.exec(path);
      if (req.method === 'GET' && state) {
        const entity = find(state[1]!);
        return entity ? send(res, 200, entity) : send(res, 404, { message: 'Entity not found.' });
      }
      const service = /^\/api\/services\/(\w+)\/(\w+)$/.exec(path);
      if (req.method === 'POST' && service) {
        const [, domain, action] = service as unknown as [string, string, string];
        const id = (body as { entity_id?: string } | null)?.entity_id ?? '';
        if (!find(id) || !id.startsWith(`${domain}.`)) {
          return send(res, 400, {
            message: `Referenced entities ${id} are missing or not currently available`,
          });
        }
        if (domain === 'scene' && action === 'turn_on') {
          const changed = Object.entries(SCENES[id] ?? {}).map(([light, to]) =>
            setState(light, to),
          );
          return send(res, 200, changed);
        }
        if (action === 'turn_on' || action === 'turn_off') {
          const to = action === 'turn_off' ? 'off' : domain === 'climate' ? 'heat' : 'on';
          return send(res, 200, [setState(id, to)]);
        }
      }
      return send(res, 404, { message: 'Not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    calls,
    entity: (id: string) => find(id),
    setMode(next: FakeHubMode) {
      mode = next;
    },
    reset() {
      entities = HOME();
      mode = 'ok';
      calls.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeHomeAssistant = Awaited<ReturnType<typeof startFakeHomeAssistant>>;
