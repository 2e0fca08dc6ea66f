import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { type DeviceKind, ENTITY_ID } from '@aurum/shared/life-os/smart-home';
import { isStorableText } from '@aurum/shared/text/storable-text';
import { z } from 'zod';
import {
  ADDRESS_REFUSED_MESSAGE,
  addressAllowed,
  type HubNetworks,
  literalAddress,
} from './hub-address';
import { type HomeHub, HomeHubError, type HubAccess, type HubDevice } from './home-hub';

export interface HomeAssistantOptions {
  /** Each call, answer included (HOME_HUB_TIMEOUT_MS). */
  timeoutMs: number;
  /** Where a hub may be (HOME_HUB_NETWORKS). */
  networks: HubNetworks;
}

/** A hub with thousands of entities answers /api/states in a few MB at most. */
const ANSWER_LIMIT_BYTES = 8 * 1024 * 1024;
/** The devices shown of one hub, at most. */
const DEVICES_MAX = 300;
const NAME_MAX = 120;

const entitySchema = z.object({
  entity_id: z.string(),
  state: z.string(),
  attributes: z.record(z.string(), z.unknown()).catch({}),
});

const UNAVAILABLE = new Set(['unavailable', 'unknown']);

/** Home Assistant's state of an entity, as Aurum shows it; null for what Aurum does not control. */
function toDevice(value: unknown): HubDevice | null {
  const parsed = entitySchema.safeParse(value);
  if (!parsed.success || !ENTITY_ID.test(parsed.data.entity_id)) return null;
  const { entity_id: id, state, attributes } = parsed.data;
  const kind = id.split('.')[0] as DeviceKind;
  const friendly = attributes.friendly_name;
  const name =
    typeof friendly === 'string' && friendly.trim() && isStorableText(friendly)
      ? friendly.trim().slice(0, NAME_MAX)
      : id;
  const temperature = attributes.current_temperature;
  const available = !UNAVAILABLE.has(state);
  return {
    id,
    source: 'hub',
    kind,
    name,
    room: '',
    // Climate is on in any mode but off (heat, cool, auto...); scenes have no state.
    on:
      kind === 'scene' || !available ? null : kind === 'climate' ? state !== 'off' : state === 'on',
    temperature:
      kind === 'climate' && typeof temperature === 'number' && Number.isFinite(temperature)
        ? temperature
        : null,
    available,
  };
}

const KIND_ORDER: DeviceKind[] = ['light', 'switch', 'climate', 'scene'];
const inDeviceOrder = (a: HubDevice, b: HubDevice) =>
  KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.name.localeCompare(b.name);

type Lookup = NonNullable<http.RequestOptions['lookup']>;

/**
 * Resolves a hub's name and keeps only the addresses it may have (ADR 065): checked as the
 * connection is made, so a name that resolves elsewhere a moment later (DNS rebinding) is
 * checked again.
 */
function guardedLookup(networks: HubNetworks): Lookup {
  return ((hostname: string, options: LookupOptions, callback: (...args: unknown[]) => void) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error);
      const allowed = addresses.filter((entry) => addressAllowed(entry.address, networks));
      if (allowed.length === 0) {
        return callback(new HomeHubError('address', ADDRESS_REFUSED_MESSAGE));
      }
      if (options.all) return callback(null, allowed);
      return callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  }) as Lookup;
}

interface Answer {
  status: number;
  body: unknown;
}

/**
 * Home Assistant's REST API (https://developers.home-assistant.io/docs/api/rest/): GET /api/ to
 * check the token, GET /api/states, POST /api/services/<domain>/turn_on|turn_off and
 * scene/turn_on; `Authorization: Bearer <long-lived access token>`. Node's own http client, with
 * a lookup that checks every address before connecting; redirects are not followed.
 */
export class HomeAssistantHub implements HomeHub {
  private lookup: Lookup;

  constructor(private options: HomeAssistantOptions) {
    this.lookup = guardedLookup(options.networks);
  }

  async check(hub: HubAccess) {
    const answer = await this.call(hub, 'GET', '/api/');
    if (answer.status !== 200 || !isApiRunning(answer.body)) {
      throw new HomeHubError(
        'unreachable',
        `The address answered HTTP ${answer.status}, not as a Home Assistant`,
      );
    }
  }

  async devices(hub: HubAccess) {
    const answer = await this.call(hub, 'GET', '/api/states');
    if (answer.status !== 200 || !Array.isArray(answer.body)) {
      throw new HomeHubError(
        'unreachable',
        `The hub answered its states with HTTP ${answer.status}`,
      );
    }
    const devices = answer.body.map(toDevice).filter((device) => device !== null);
    return devices.sort(inDeviceOrder).slice(0, DEVICES_MAX);
  }

  async device(hub: HubAccess, entityId: string) {
    const answer = await this.call(hub, 'GET', `/api/states/${encodeURIComponent(entityId)}`);
    if (answer.status === 404) return null;
    const device = answer.status === 200 ? toDevice(answer.body) : null;
    if (!device) {
      throw new HomeHubError(
        'unreachable',
        `The hub answered ${entityId} with HTTP ${answer.status}`,
      );
    }
    return device;
  }

  async switchDevice(hub: HubAccess, entityId: string, on: boolean) {
    const domain = entityId.split('.')[0]!;
    await this.service(hub, domain, on ? 'turn_on' : 'turn_off', entityId);
  }

  async activateScene(hub: HubAccess, entityId: string) {
    await this.service(hub, 'scene', 'turn_on', entityId);
  }

  private async service(hub: HubAccess, domain: string, service: string, entityId: string) {
    const answer = await this.call(hub, 'POST', `/api/services/${domain}/${service}`, {
      entity_id: entityId,
    });
    if (answer.status !== 200) {
      throw new HomeHubError(
        'unreachable',
        `The hub answered ${domain}.${service} with HTTP ${answer.status}`,
      );
    }
  }

  /** One call: 401/403 is `refused`; no answer in time, a redirect, a 5xx or no JSON `unreachable`. */
  private call(hub: HubAccess, method: 'GET' | 'POST', path: string, body?: unknown) {
    const target = new URL(`${hub.url}${path}`);
    const literal = literalAddress(target);
    if (literal !== null && !addressAllowed(literal, this.options.networks)) {
      return Promise.reject(new HomeHubError('address', ADDRESS_REFUSED_MESSAGE));
    }
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise<Answer>((resolve, reject) => {
      const fail = (error: unknown) =>
        reject(
          error instanceof HomeHubError
            ? error
            : new HomeHubError('unreachable', `The hub did not answer ${method} ${path}`, {
                cause: error,
              }),
        );
      const client = target.protocol === 'https:' ? https : http;
      let request: http.ClientRequest;
      try {
        request = client.request(target, {
          method,
          agent: false,
          lookup: this.lookup,
          headers: {
            Authorization: `Bearer ${hub.token}`,
            Accept: 'application/json',
            ...(payload === undefined
              ? {}
              : {
                  'Content-Type': 'application/json',
                  'Content-Length': Buffer.byteLength(payload),
                }),
          },
        });
      } catch (error) {
        // A header Node refuses (a token with a line break) never left the server.
        return reject(
          new HomeHubError('refused', 'The access token is not valid', { cause: error }),
        );
      }
      const timer = setTimeout(
        () =>
          request.destroy(
            new HomeHubError(
              'unreachable',
              `The hub did not answer within ${this.options.timeoutMs} ms`,
            ),
          ),
        this.options.timeoutMs,
      );
      const settle =
        <T>(done: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer);
          done(value);
        };
      const succeed = settle(resolve);
      const failed = settle(fail);
      request.on('error', failed);
      request.on('response', (response) => {
        const status = response.statusCode ?? 0;
        if (status === 401 || status === 403) {
          response.resume();
          return failed(new HomeHubError('refused', 'The hub refused the access token'));
        }
        if (status >= 300 && status < 400) {
          response.resume();
          return failed(new HomeHubError('unreachable', 'The hub answered with a redirect'));
        }
        if (status >= 500) {
          response.resume();
          return failed(new HomeHubError('unreachable', `The hub answered HTTP ${status}`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > ANSWER_LIMIT_BYTES) {
            request.destroy(new HomeHubError('unreachable', 'The hub answered too much'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('error', failed);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (status === 404) return succeed({ status, body: null });
          try {
            succeed({ status, body: JSON.parse(text) as unknown });
          } catch (error) {
            failed(
              new HomeHubError('unreachable', `The hub answered HTTP ${status} without JSON`, {
                cause: error,
              }),
            );
          }
        });
      });
      request.end(payload);
    });
  }
}

const isApiRunning = (body: unknown) =>
  typeof body === 'object' && body !== null && 'message' in body;
