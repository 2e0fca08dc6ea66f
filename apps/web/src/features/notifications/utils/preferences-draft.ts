import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_GROUPS,
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationGroup,
  type NotificationKind,
} from '@aurum/shared/notifications/notification-kinds';
import type {
  NotificationPreferences,
  NotificationPreferencesChange,
  QuietHours,
} from '@aurum/shared/notifications/notifications-contract';

/** The settings form's values: what PUT /api/notifications/preferences takes, all of it. */
export interface PreferencesDraft {
  channels: Record<NotificationChannel, boolean>;
  kinds: Record<NotificationKind, NotificationChannel[]>;
  quiet: QuietHours;
  digest: boolean;
}

export function toDraft(saved: NotificationPreferences): PreferencesDraft {
  const kinds = {} as Record<NotificationKind, NotificationChannel[]>;
  for (const kind of NOTIFICATION_KINDS) kinds[kind] = [...(saved.kinds[kind] ?? [])];
  return {
    channels: { ...saved.channels, in_app: true },
    kinds,
    quiet: { ...saved.quiet_hours },
    digest: saved.digest,
  };
}

export function toChange(draft: PreferencesDraft): NotificationPreferencesChange {
  return {
    channels: draft.channels,
    kinds: draft.kinds,
    quiet_hours: draft.quiet,
    digest: draft.digest,
  };
}

/** The kinds with `channel` added or taken away for `kind`, in the catalogue's channel order. */
export function withKindChannel(
  kinds: PreferencesDraft['kinds'],
  kind: NotificationKind,
  channel: NotificationChannel,
  on: boolean,
): PreferencesDraft['kinds'] {
  const chosen = new Set(kinds[kind]);
  if (on) chosen.add(channel);
  else chosen.delete(channel);
  return { ...kinds, [kind]: NOTIFICATION_CHANNELS.filter((each) => chosen.has(each)) };
}

/** The catalogue's kinds by group, in the order of NOTIFICATION_GROUPS and of the catalogue. */
export function kindsByGroup(): [NotificationGroup, NotificationKind[]][] {
  return NOTIFICATION_GROUPS.map((group) => [
    group,
    NOTIFICATION_KINDS.filter((kind) => NOTIFICATION_KIND_INFO[kind].group === group),
  ]);
}
