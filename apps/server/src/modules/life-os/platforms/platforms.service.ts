import {
  GENERAL_SETTINGS_DEFAULTS,
  type GeneralSettings,
  generalSettingsSchema,
  type PlatformId,
  PLATFORMS,
  type PlatformsView,
} from '@aurum/shared/life-os/platforms';
import { z } from 'zod';
import { asMember, asMemberRead } from '../../../db/as-member';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { readPreferenceCategory, upsertPreference } from '../../profile/profile.api';

/** spec 02: cross_platform holds one key per platform plus general_settings, JSON text. */
const CATEGORY = 'cross_platform';
const SETTINGS_KEY = 'general_settings';

const connectionSchema = z.object({
  connected: z.boolean(),
  connected_at: z.iso.datetime({ offset: true }).nullable().catch(null),
});
type Connection = z.output<typeof connectionSchema>;

export const DESKTOP_NOT_SAVED =
  'The desktop app is connected when Aurum is installed on your computer: install it from your browser';

/** A stored value as JSON of its shape, or null when it is missing or unreadable. */
function parsed<T>(schema: z.ZodType<T>, text: string | undefined): T | null {
  if (text === undefined) return null;
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * Cross-Platform Access (issue 29, spec 02): the platforms' connections and the general settings,
 * saved per member in user_preferences (through the profile's face). Desktop is never saved: the
 * browser says whether Aurum runs installed.
 */
export class PlatformsService {
  constructor(
    private db: Database,
    private clock: Clock,
  ) {}

  private async stored(userId: string) {
    return asMemberRead(this.db, userId, ({ db }) => readPreferenceCategory(db, userId, CATEGORY));
  }

  private toView(stored: Map<string, string>): PlatformsView {
    return {
      platforms: PLATFORMS.map((platform) => {
        const saved =
          platform.id === 'desktop' ? null : parsed(connectionSchema, stored.get(platform.id));
        const connected = saved?.connected === true;
        return {
          ...platform,
          isConnected: connected,
          connectionStatus: connected ? 'connected' : 'disconnected',
          connected_at: connected ? (saved?.connected_at ?? null) : null,
        };
      }),
      settings:
        parsed(generalSettingsSchema, stored.get(SETTINGS_KEY)) ?? GENERAL_SETTINGS_DEFAULTS,
    };
  }

  async view(userId: string): Promise<PlatformsView> {
    return this.toView(await this.stored(userId));
  }

  /** Connects or disconnects a platform; connecting again keeps when it was first connected. */
  async setConnection(userId: string, id: PlatformId, connected: boolean): Promise<PlatformsView> {
    if (id === 'desktop') {
      throw new AppError('VALIDATION_ERROR', DESKTOP_NOT_SAVED, 400, {
        errors: { id: DESKTOP_NOT_SAVED },
      });
    }
    const now = this.clock.now();
    const stored = await asMember(this.db, userId, async (scope) => {
      const before = parsed(
        connectionSchema,
        (await readPreferenceCategory(scope.tx, userId, CATEGORY)).get(id),
      );
      const next: Connection = {
        connected,
        connected_at: connected
          ? before?.connected && before.connected_at
            ? before.connected_at
            : now.toISOString()
          : null,
      };
      await upsertPreference(
        scope.tx,
        userId,
        { category: CATEGORY, key: id, value: JSON.stringify(next) },
        now,
      );
      return readPreferenceCategory(scope.tx, userId, CATEGORY);
    });
    return this.toView(stored);
  }

  async saveSettings(userId: string, settings: GeneralSettings): Promise<PlatformsView> {
    const now = this.clock.now();
    const stored = await asMember(this.db, userId, async (scope) => {
      await upsertPreference(
        scope.tx,
        userId,
        { category: CATEGORY, key: SETTINGS_KEY, value: JSON.stringify(settings) },
        now,
      );
      return readPreferenceCategory(scope.tx, userId, CATEGORY);
    });
    return this.toView(stored);
  }
}
