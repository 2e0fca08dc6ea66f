import type { SmartDevice } from '@aurum/shared/life-os/smart-home';

/** A member's hub as the adapter calls it: its address and its token, opened for the call. */
export interface HubAccess {
  url: string;
  token: string;
}

/**
 * Why a hub call failed: it refused the token (401/403), it did not answer in time or not as a
 * Home Assistant does (`unreachable`), or its address is one Aurum does not call (`address`).
 */
export type HubFailure = 'refused' | 'unreachable' | 'address';

export class HomeHubError extends Error {
  constructor(
    readonly reason: HubFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'HomeHubError';
  }
}

/** A hub entity Aurum controls (lights, switches, climate, scenes), in the contract's shape. */
export type HubDevice = SmartDevice & { source: 'hub' };

/**
 * The home hub port (ARCHITECTURE.md, ADR 065): Home Assistant's REST API today. Every call
 * is bounded by a time-out and throws HomeHubError when it fails.
 */
export interface HomeHub {
  /** Checks the address answers as a Home Assistant and accepts the token. */
  check(hub: HubAccess): Promise<void>;
  /** The hub's lights, switches, climate devices and scenes. */
  devices(hub: HubAccess): Promise<HubDevice[]>;
  /** One entity by its id; null when the hub has none by that id. */
  device(hub: HubAccess, entityId: string): Promise<HubDevice | null>;
  /** Turns a light, switch or climate device on or off. */
  switchDevice(hub: HubAccess, entityId: string, on: boolean): Promise<void>;
  activateScene(hub: HubAccess, entityId: string): Promise<void>;
}
