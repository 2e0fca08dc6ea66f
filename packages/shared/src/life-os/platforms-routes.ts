import { route, typed } from '../api-route';
import type { GeneralSettings, PlatformsView } from './platforms';

/** Cross-Platform Access: the platforms' connections and the general settings (ADR 080). */

/** The four platforms, each connected or not, and the general settings. */
export const view = route('GET', '/api/platforms', typed<{ answer: PlatformsView }>);

export const saveSettings = route(
  'PUT',
  '/api/platforms/settings',
  typed<{
    answer: PlatformsView;
    body: GeneralSettings;
  }>,
);

/** Connects or disconnects one platform (:id is a PlatformId). */
export const setConnection = route(
  'PUT',
  '/api/platforms/:id',
  typed<{
    answer: PlatformsView;
    body: { connected: boolean };
  }>,
);
