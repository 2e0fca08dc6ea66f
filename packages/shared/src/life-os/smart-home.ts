import { z } from 'zod';
import type { DeviceKind } from './life-os-rules';

/**
 * Smart home (issue 29, PRODUCT.md): real where the member has a Home Assistant hub (its URL and
 * a long-lived access token, sealed at rest, checked against the hub before saving); otherwise the
 * member's own device list with on/off state, labelled as not connected.
 *
 * GET /api/smart-home -> SmartHomeView (a hub that does not answer gives hub.status 'unreachable'
 * and its devices empty, never a 5xx);
 * PUT /api/smart-home/hub (hubConnectionSchema) -> SmartHomeView (400 HUB_REFUSED / HUB_UNREACHABLE
 * with a clear message when the hub refuses the token or does not answer);
 * DELETE /api/smart-home/hub;
 * PUT /api/smart-home/hub/devices/:entityId/state ({on}) -> SmartDevice (lights, switches, climate);
 * POST /api/smart-home/hub/scenes/:entityId/activation -> {message};
 * PUT /api/smart-home/rest-scene ({entity_id} or null) -> SmartHomeView: the scene the reset's
 * optimize_environment runs;
 * own list: POST /api/smart-home/devices (ownDeviceInputSchema), PUT /api/smart-home/devices/:id/state
 * ({on}), DELETE /api/smart-home/devices/:id.
 */
export { DEVICE_KIND_LABELS, DEVICE_KINDS, type DeviceKind } from './life-os-rules';

/** A Home Assistant entity id of a kind Aurum controls: `light.kitchen`, `scene.evening`. */
export const ENTITY_ID = /^(light|switch|climate|scene)\.[a-z0-9_]{1,120}$/;
export const entityIdSchema = z
  .string({ error: 'The device is not valid' })
  .regex(ENTITY_ID, 'The device is not valid');

export const HUB_TOKEN_MAX = 1000;
export const hubConnectionSchema = z.object({
  url: z
    .string({ error: 'Hub address is required' })
    .trim()
    .min(1, 'Hub address is required')
    .max(300, 'Hub address is too long')
    .url('Hub address must be a web address like http://homeassistant.local:8123')
    .refine((url) => /^https?:\/\//i.test(url), 'Hub address must start with http:// or https://'),
  token: z
    .string({ error: 'Access token is required' })
    .trim()
    .min(1, 'Access token is required')
    .max(HUB_TOKEN_MAX, 'Access token is too long'),
});
export type HubConnection = z.output<typeof hubConnectionSchema>;

export const deviceStateSchema = z.object({
  on: z.boolean({ error: 'On must be true or false' }),
});

export const restSceneSchema = z.object({ entity_id: entityIdSchema.nullable() });

export const OWN_DEVICES_MAX = 50;
export const ownDeviceInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(60, 'Name must be at most 60 characters'),
  kind: z.enum(['light', 'switch', 'climate'], { error: 'Choose light, switch or climate' }),
  room: z
    .string({ error: 'Room must be text' })
    .trim()
    .max(60, 'Room must be at most 60 characters')
    .default(''),
});
export type OwnDeviceInput = z.output<typeof ownDeviceInputSchema>;

export interface SmartDevice {
  /** The hub's entity id, or the own device's uuid. */
  id: string;
  source: 'hub' | 'own';
  kind: DeviceKind;
  name: string;
  room: string;
  /** Scenes have no state: null. */
  on: boolean | null;
  /** Climate: the current temperature in °C where the hub reports one. */
  temperature: number | null;
  available: boolean;
}

export interface SmartHomeView {
  hub: {
    /** The hub's address without credentials; the token never leaves the server. */
    url: string;
    status: 'connected' | 'unreachable' | 'refused';
    connected_at: string;
  } | null;
  devices: SmartDevice[];
  rest_scene: string | null;
}
