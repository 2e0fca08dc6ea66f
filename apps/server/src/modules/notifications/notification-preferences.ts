import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '@aurum/shared/notifications/notification-kinds';
import {
  channelsOfferedFor,
  DEFAULT_QUIET_HOURS_RULE,
  defaultKindChannels,
  knownTimeZone,
} from '@aurum/shared/notifications/notification-rules';
import type {
  NotificationPreferences,
  NotificationPreferencesChange,
} from '@aurum/shared/notifications/notifications-contract';
import { normalisePhone } from '@aurum/shared/phone/phone-number';
import type { Executor } from '../../db/client';
import { memberContact, readPreferenceCategory } from '../profile/profile.api';
import * as repo from './notifications.repo';

const isChannel = (value: string): value is NotificationChannel =>
  (NOTIFICATION_CHANNELS as readonly string[]).includes(value);

/** The member's onboarding choice (spec 01: lifestyle.communicationMethod), or null. */
async function communicationMethodOf(db: Executor, userId: string): Promise<string | null> {
  const lifestyle = await readPreferenceCategory(db, userId, 'lifestyle');
  return lifestyle.get('communicationMethod') || null;
}

/**
 * The member's preferences as they apply: their saved choices over the defaults of their
 * onboarding choice, with where they are reached. Read inside notify's transaction.
 */
export async function effectivePreferences(
  db: Executor,
  userId: string,
): Promise<NotificationPreferences & { email: string | null }> {
  // One after another: inside a transaction they share one connection.
  const row = await repo.findPreferences(db, userId);
  const method = await communicationMethodOf(db, userId);
  const contact = await memberContact(db, userId);
  const defaults = defaultKindChannels(method);
  const kinds = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => {
      const saved = row?.kinds[kind];
      const offered = channelsOfferedFor(kind);
      const chosen = saved ? saved.filter(isChannel) : defaults[kind];
      return [kind, offered.filter((channel) => chosen.includes(channel))];
    }),
  ) as Record<NotificationKind, NotificationChannel[]>;
  const channels = Object.fromEntries(
    NOTIFICATION_CHANNELS.map((channel) => [
      channel,
      channel === 'in_app' || row?.channels[channel] !== false,
    ]),
  ) as Record<NotificationChannel, boolean>;
  return {
    channels,
    kinds,
    quiet_hours: {
      enabled: row?.quietEnabled ?? DEFAULT_QUIET_HOURS_RULE.enabled,
      start: row?.quietStart ?? DEFAULT_QUIET_HOURS_RULE.start,
      end: row?.quietEnd ?? DEFAULT_QUIET_HOURS_RULE.end,
      time_zone: knownTimeZone(row?.timeZone),
    },
    digest: row?.digest ?? false,
    communication_method: method,
    phone: contact?.phone ? normalisePhone(contact.phone) : null,
    email: contact?.email ?? null,
  };
}

/** A change over the current preferences, as the row to save. */
export function changedRow(
  userId: string,
  current: NotificationPreferences,
  change: NotificationPreferencesChange,
  now: Date,
): repo.PreferencesRow {
  const channels: Record<string, boolean> = {
    ...current.channels,
    ...change.channels,
    in_app: true,
  };
  const kinds: Record<string, string[]> = { ...current.kinds };
  for (const [kind, chosen] of Object.entries(change.kinds ?? {})) {
    const offered = channelsOfferedFor(kind as NotificationKind);
    kinds[kind] = offered.filter((channel) => chosen.includes(channel));
  }
  const quiet = change.quiet_hours ?? current.quiet_hours;
  return {
    userId,
    channels,
    kinds,
    quietEnabled: quiet.enabled,
    quietStart: quiet.start,
    quietEnd: quiet.end,
    timeZone: quiet.time_zone ?? current.quiet_hours.time_zone,
    digest: change.digest ?? current.digest,
    updatedAt: now,
  };
}
