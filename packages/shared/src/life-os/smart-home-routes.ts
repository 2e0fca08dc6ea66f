import type { z } from 'zod';
import { route, typed } from '../api-route';
import type {
  deviceStateSchema,
  hubConnectionSchema,
  ownDeviceInputSchema,
  restSceneSchema,
  SmartDevice,
  SmartHomeView,
} from './smart-home';

/** The member's smart home: the hub, its devices and scenes, their own devices (ADR 065, 080). */

type DeviceState = z.input<typeof deviceStateSchema>;

export const view = route('GET', '/api/smart-home', typed<{ answer: SmartHomeView }>);

export const connectHub = route(
  'PUT',
  '/api/smart-home/hub',
  typed<{ answer: SmartHomeView; body: z.input<typeof hubConnectionSchema> }>,
);

export const disconnectHub = route('DELETE', '/api/smart-home/hub');

export const switchHubDevice = route(
  'PUT',
  '/api/smart-home/hub/devices/:entityId/state',
  typed<{ answer: SmartDevice; body: DeviceState }>,
);

export const activateScene = route(
  'POST',
  '/api/smart-home/hub/scenes/:entityId/activation',
  typed<{ answer: { message: string } }>,
);

/** The scene the reset's optimize_environment runs, or none. */
export const chooseRestScene = route(
  'PUT',
  '/api/smart-home/rest-scene',
  typed<{ answer: SmartHomeView; body: z.input<typeof restSceneSchema> }>,
);

export const addOwnDevice = route(
  'POST',
  '/api/smart-home/devices',
  typed<{ answer: SmartDevice; body: z.input<typeof ownDeviceInputSchema> }>,
);

export const switchOwnDevice = route(
  'PUT',
  '/api/smart-home/devices/:id/state',
  typed<{ answer: SmartDevice; body: DeviceState }>,
);

export const removeOwnDevice = route('DELETE', '/api/smart-home/devices/:id');
