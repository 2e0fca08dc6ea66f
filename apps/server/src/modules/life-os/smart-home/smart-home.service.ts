import type { ResetActionOutcome } from '@aurum/shared/life-os/reset';
import {
  type HubConnection,
  type OwnDeviceInput,
  OWN_DEVICES_MAX,
  type SmartDevice,
  type SmartHomeView,
} from '@aurum/shared/life-os/smart-home';
import { plural } from '@aurum/shared/format/words';
import { asMember, asMemberRead } from '../../../db/as-member';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { openMemberText, sealMemberText } from '../../../platform/crypto/member-text';
import type { SealedBox } from '../../../platform/crypto/sealed-box';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter';
import { AppError, notFound } from '../../../platform/errors';
import { type HubNetworks, parseHubAddress } from '../../../platform/home-hub/hub-address';
import {
  type HomeHub,
  HomeHubError,
  type HubAccess,
  type HubDevice,
} from '../../../platform/home-hub/home-hub';
import type { EnvironmentControl } from '../life-os.api';
import * as repo from './smart-home.repo';

export const SMART_HOME_MESSAGES = {
  noHub: 'No home hub is connected',
  deviceNotFound: 'Device not found',
  refused:
    'Your home hub refused the access token. Create a new long-lived access token in Home Assistant (your profile, Security) and paste it here.',
  unreachable:
    'Your home hub did not answer. Check the address and that Home Assistant is running, then try again.',
  tooManyDevices: `You can list at most ${OWN_DEVICES_MAX} devices`,
  notASwitch: 'Scenes are activated, not switched on or off',
  notAScene: 'Choose one of your hub’s scenes',
  tokenInvalid: 'Access token must be the token Home Assistant gave you, without spaces',
  tooManyAttempts: 'Too many hub connections tried. Try again later.',
} as const;

/** Connecting calls the address the member gave: at most 10 tries in 15 minutes (ADR 065). */
const CONNECT_LIMIT = { attempts: 10, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };

/** The token is sealed for its member's hub row (ADR 048). */
const tokenPlace = (userId: string) => ({ table: 'home_hubs', rowId: userId, column: 'token' });
/** A long-lived access token is a JWT: printable characters, no spaces or line breaks. */
const TOKEN = /^[\x21-\x7e]+$/;

/** A hub failure as the member's answer: 400 with what to do (ADR 065). */
function hubFailure(error: unknown): never {
  if (!(error instanceof HomeHubError)) throw error;
  if (error.reason === 'refused')
    throw new AppError('HUB_REFUSED', SMART_HOME_MESSAGES.refused, 400);
  if (error.reason === 'address') {
    throw new AppError('VALIDATION_ERROR', error.message, 400, { errors: { url: error.message } });
  }
  throw new AppError('HUB_UNREACHABLE', SMART_HOME_MESSAGES.unreachable, 400);
}

const toOwnDevice = (row: repo.OwnDeviceRow): SmartDevice => ({
  id: row.id,
  source: 'own',
  kind: row.kind as SmartDevice['kind'],
  name: row.name,
  room: row.room,
  on: row.isOn,
  temperature: null,
  available: true,
});

export interface SmartHomeDeps {
  db: Database;
  clock: Clock;
  box: SealedBox;
  hub: HomeHub;
  networks: HubNetworks;
  limiter: RateLimiter;
}

/**
 * The smart home (issue 29, ADR 065): the member's Home Assistant hub when connected (its token
 * sealed at rest, its devices read and switched live), and the member's own device list.
 */
export class SmartHomeService implements EnvironmentControl {
  constructor(private deps: SmartHomeDeps) {}

  private async access(userId: string) {
    const stored = await asMemberRead(this.deps.db, userId, (scope) => repo.readHub(scope));
    if (!stored) return null;
    const token = openMemberText(this.deps.box, tokenPlace(userId), stored.sealedToken);
    return { stored, access: { url: stored.url, token } satisfies HubAccess };
  }

  private async requireHub(userId: string) {
    const hub = await this.access(userId);
    if (!hub) throw notFound(SMART_HOME_MESSAGES.noHub);
    return hub;
  }

  /** The view: a hub that does not answer is `unreachable` with no devices, never an error. */
  async view(userId: string): Promise<SmartHomeView> {
    const [hub, own] = await Promise.all([
      this.access(userId),
      asMemberRead(this.deps.db, userId, (scope) => repo.ownDevices(scope)),
    ]);
    let status: NonNullable<SmartHomeView['hub']>['status'] = 'connected';
    let hubDevices: HubDevice[] = [];
    if (hub) {
      try {
        hubDevices = await this.deps.hub.devices(hub.access);
      } catch (error) {
        if (!(error instanceof HomeHubError)) throw error;
        status = error.reason === 'refused' ? 'refused' : 'unreachable';
      }
    }
    return {
      hub: hub
        ? { url: hub.stored.url, status, connected_at: hub.stored.connectedAt.toISOString() }
        : null,
      devices: [...hubDevices, ...own.map(toOwnDevice)],
      rest_scene: hub?.stored.restScene ?? null,
    };
  }

  /** Connects (or reconnects) the member's hub once it accepts the token; sealed at rest. */
  async connect(userId: string, input: HubConnection): Promise<SmartHomeView> {
    const address = parseHubAddress(input.url, this.deps.networks);
    if ('problem' in address) {
      throw new AppError('VALIDATION_ERROR', address.problem, 400, {
        errors: { url: address.problem },
      });
    }
    if (!TOKEN.test(input.token)) {
      throw new AppError('VALIDATION_ERROR', SMART_HOME_MESSAGES.tokenInvalid, 400, {
        errors: { token: SMART_HOME_MESSAGES.tokenInvalid },
      });
    }
    const blocked = await this.deps.limiter.consume(
      `home_hub:${userId}`,
      CONNECT_LIMIT,
      this.deps.clock.now(),
    );
    if (blocked > 0) {
      throw new AppError('HUB_RATE_LIMITED', SMART_HOME_MESSAGES.tooManyAttempts, 429, {
        retry_after_seconds: blocked,
      });
    }
    await this.deps.hub.check({ url: address.url, token: input.token }).catch(hubFailure);
    const sealed = sealMemberText(this.deps.box, tokenPlace(userId), input.token);
    await asMember(this.deps.db, userId, (scope) =>
      repo.saveHub(scope, {
        url: address.url,
        sealedToken: sealed.sealedData,
        keyId: sealed.keyId,
        connectedAt: this.deps.clock.now(),
      }),
    );
    return this.view(userId);
  }

  async disconnect(userId: string): Promise<void> {
    await asMember(this.deps.db, userId, (scope) => repo.deleteHub(scope));
  }

  /** Switches a light, switch or climate device of the member's hub; answers its new state. */
  async switchHubDevice(userId: string, entityId: string, on: boolean): Promise<SmartDevice> {
    if (entityId.startsWith('scene.')) {
      throw new AppError('VALIDATION_ERROR', SMART_HOME_MESSAGES.notASwitch, 400);
    }
    const { access } = await this.requireHub(userId);
    try {
      if (!(await this.deps.hub.device(access, entityId))) {
        throw notFound(SMART_HOME_MESSAGES.deviceNotFound);
      }
      await this.deps.hub.switchDevice(access, entityId, on);
      const device = await this.deps.hub.device(access, entityId);
      if (!device) throw notFound(SMART_HOME_MESSAGES.deviceNotFound);
      return device;
    } catch (error) {
      return hubFailure(error);
    }
  }

  async activateScene(userId: string, entityId: string): Promise<{ message: string }> {
    if (!entityId.startsWith('scene.')) {
      throw new AppError('VALIDATION_ERROR', SMART_HOME_MESSAGES.notAScene, 400);
    }
    const { access } = await this.requireHub(userId);
    try {
      const scene = await this.deps.hub.device(access, entityId);
      if (!scene) throw notFound(SMART_HOME_MESSAGES.deviceNotFound);
      await this.deps.hub.activateScene(access, entityId);
      return { message: `Scene "${scene.name}" activated` };
    } catch (error) {
      return hubFailure(error);
    }
  }

  /** The scene the reset runs (one the hub has), or none. */
  async chooseRestScene(userId: string, entityId: string | null): Promise<SmartHomeView> {
    if (entityId !== null && !entityId.startsWith('scene.')) {
      throw new AppError('VALIDATION_ERROR', SMART_HOME_MESSAGES.notAScene, 400, {
        errors: { entity_id: SMART_HOME_MESSAGES.notAScene },
      });
    }
    const { access } = await this.requireHub(userId);
    if (entityId !== null) {
      const scene = await this.deps.hub.device(access, entityId).catch(hubFailure);
      if (!scene) throw notFound(SMART_HOME_MESSAGES.deviceNotFound);
    }
    const saved = await asMember(this.deps.db, userId, (scope) =>
      repo.setRestScene(scope, entityId),
    );
    if (!saved) throw notFound(SMART_HOME_MESSAGES.noHub);
    return this.view(userId);
  }

  async addOwnDevice(userId: string, input: OwnDeviceInput): Promise<SmartDevice> {
    const row = await asMember(this.deps.db, userId, (scope) =>
      repo.insertOwnDevice(scope, input, OWN_DEVICES_MAX, this.deps.clock.now()),
    );
    if (!row) throw new AppError('TOO_MANY_DEVICES', SMART_HOME_MESSAGES.tooManyDevices, 400);
    return toOwnDevice(row);
  }

  async switchOwnDevice(userId: string, id: string, on: boolean): Promise<SmartDevice> {
    const row = await asMember(this.deps.db, userId, (scope) =>
      repo.setOwnDeviceState(scope, id, on),
    );
    if (!row) throw notFound(SMART_HOME_MESSAGES.deviceNotFound);
    return toOwnDevice(row);
  }

  async removeOwnDevice(userId: string, id: string): Promise<void> {
    const removed = await asMember(this.deps.db, userId, (scope) =>
      repo.deleteOwnDevice(scope, id),
    );
    if (!removed) throw notFound(SMART_HOME_MESSAGES.deviceNotFound);
  }

  /**
   * The reset's optimize_environment (ADR 065): the hub's rest scene; without one the hub's lights
   * that are on go off; without a hub the member's own lights, in their list, are set off.
   */
  async runRestScene(memberId: string): Promise<ResetActionOutcome> {
    const outcome = (
      result: ResetActionOutcome['outcome'],
      message: string,
    ): ResetActionOutcome => ({
      action: 'optimize_environment',
      outcome: result,
      message,
      link: '/life-os?tab=smart-home',
    });
    const hub = await this.access(memberId);
    if (!hub) {
      const off = await asMember(this.deps.db, memberId, (scope) => repo.switchOffOwnLights(scope));
      return off === 0
        ? outcome('skipped', 'No lights were on in your device list (no home hub connected)')
        : outcome(
            'done',
            `${plural(off, 'light')} set to off in your device list (no home hub connected)`,
          );
    }
    try {
      const scene = hub.stored.restScene;
      if (scene) {
        const found = await this.deps.hub.device(hub.access, scene);
        if (!found) return outcome('failed', 'Your rest scene is no longer on your home hub');
        await this.deps.hub.activateScene(hub.access, scene);
        return outcome('done', `Rest scene "${found.name}" activated`);
      }
      const lights = (await this.deps.hub.devices(hub.access)).filter(
        (device) => device.kind === 'light' && device.on === true,
      );
      for (const light of lights) await this.deps.hub.switchDevice(hub.access, light.id, false);
      return lights.length === 0
        ? outcome('skipped', 'No lights were on at home')
        : outcome('done', `${plural(lights.length, 'light')} turned off at home`);
    } catch (error) {
      if (!(error instanceof HomeHubError)) throw error;
      return outcome(
        'failed',
        error.reason === 'refused'
          ? 'Your home hub refused the access token: nothing was changed'
          : 'Your home hub did not answer: nothing was changed',
      );
    }
  }
}
