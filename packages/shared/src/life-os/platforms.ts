import { z } from 'zod';

/**
 * Cross-Platform Access (spec 02 sections 2, 4, 9): four platforms with setup instructions and
 * settings saved as JSON text in user_preferences (cross_platform: one key per platform plus
 * general_settings, defaults all on). Desktop is the installed app: connected when Aurum runs
 * installed (the browser says so), not a saved flag. The calendar subscription (the ICS feed of
 * the calendar area) is what the watch and other calendars read.
 *
 * GET /api/platforms -> PlatformsView; PUT /api/platforms/:id ({connected}) -> PlatformsView;
 * PUT /api/platforms/settings (GeneralSettings) -> PlatformsView.
 */
export const PLATFORM_IDS = ['apple_watch', 'telegram', 'desktop', 'garmin'] as const;
export type PlatformId = (typeof PLATFORM_IDS)[number];
export const platformIdSchema = z.enum(PLATFORM_IDS, { error: 'Unknown platform' });

export interface PlatformDefinition {
  id: PlatformId;
  name: string;
  description: string;
  features: string[];
  setupInstructions: string[];
}

export const PLATFORMS: readonly PlatformDefinition[] = [
  {
    id: 'apple_watch',
    name: 'Apple Watch',
    description: 'Your Aurum calendar and reminders on your wrist.',
    features: ['Bookings and events in the Calendar complication', 'Routine reminders'],
    setupInstructions: [
      'Turn on your private calendar subscription below and copy its link.',
      'On your iPhone: Settings > Calendar > Accounts > Add Subscribed Calendar, paste the link.',
      'Your watch shows the Aurum calendar with your iPhone calendars.',
    ],
  },
  {
    id: 'telegram',
    name: 'Telegram',
    description: 'Talk to your concierge from Telegram.',
    features: ['Request updates', 'Quick questions to the concierge'],
    setupInstructions: [
      'Connect here to say you want Aurum on Telegram.',
      'Updates arrive there once notifications on Telegram are switched on for your account.',
    ],
  },
  {
    id: 'desktop',
    name: 'Desktop App',
    description: 'Aurum installed on your computer, in its own window.',
    features: ['Opens like an app', 'Works offline for what you have opened'],
    setupInstructions: [
      'In Chrome or Edge: open the menu and choose Install Aurum.',
      'In Safari on a Mac: File > Add to Dock.',
    ],
  },
  {
    id: 'garmin',
    name: 'Garmin',
    description: 'Your Aurum calendar beside your training.',
    features: ['Bookings and events in your calendar', 'Routine times'],
    setupInstructions: [
      'Turn on your private calendar subscription below and copy its link.',
      'Add it as a subscribed calendar on the phone your Garmin pairs with.',
    ],
  },
];

export const generalSettingsSchema = z.object({
  notifications: z.boolean({ error: 'Notifications must be true or false' }),
  voiceCommands: z.boolean({ error: 'Voice commands must be true or false' }),
  dataSync: z.boolean({ error: 'Data sync must be true or false' }),
  priorityAlerts: z.boolean({ error: 'Priority alerts must be true or false' }),
});
export type GeneralSettings = z.output<typeof generalSettingsSchema>;
export const GENERAL_SETTINGS_DEFAULTS: GeneralSettings = {
  notifications: true,
  voiceCommands: true,
  dataSync: true,
  priorityAlerts: true,
};

export const platformConnectionSchema = z.object({
  connected: z.boolean({ error: 'Connected must be true or false' }),
});

export type ConnectionStatus = 'connected' | 'disconnected';

export interface Platform extends PlatformDefinition {
  isConnected: boolean;
  connectionStatus: ConnectionStatus;
  connected_at: string | null;
}

export interface PlatformsView {
  platforms: Platform[];
  settings: GeneralSettings;
}
