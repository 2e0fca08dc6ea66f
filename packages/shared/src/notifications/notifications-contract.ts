import { z } from 'zod';
import { HH_MM } from '../onboarding/onboarding-contract';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from './notification-kinds';

/**
 * The notification centre's API (issue 32). Member routes only; a member reads and changes only
 * their own notifications, preferences and devices.
 *
 * GET    /api/notifications?cursor=&limit=          (notificationListQuerySchema) -> NotificationPage
 * GET    /api/notifications/unread-count            -> UnreadCount
 * POST   /api/notifications/:id/read                -> 204
 * POST   /api/notifications/read-all                -> 204
 * GET    /api/notifications/preferences             -> NotificationPreferences
 * PUT    /api/notifications/preferences             (notificationPreferencesSchema) -> NotificationPreferences
 * GET    /api/notifications/push/key                -> PushKey (the VAPID public key)
 * GET    /api/notifications/push/devices            -> PushDevice[] (this member's subscriptions)
 * POST   /api/notifications/push/devices            (pushSubscriptionSchema) -> PushDevice, 201 (same endpoint again: 200, updated)
 * DELETE /api/notifications/push/devices/:id        -> 204
 * POST   /api/notifications/push/test               -> 202 (a test push to this member's devices)
 *
 * Live: the 'notifications' topic (packages/shared/src/realtime/live-topics.ts) tells the member's
 * screens to refetch the list and the unread count.
 */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export interface NotificationView {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** The app path it concerns (e.g. /request-status?id=...), opened when tapped. */
  url: string;
  urgent: boolean;
  created_at: string;
  read_at: string | null;
}

export interface NotificationPage {
  items: NotificationView[];
  next_cursor: string | null;
  unread_count: number;
}

export interface UnreadCount {
  unread_count: number;
}

export const notificationListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE),
});

const clock = (label: string) =>
  z.string({ error: `${label} must be a time` }).regex(HH_MM, `${label} must be like 22:00`);

export interface QuietHours {
  enabled: boolean;
  start: string;
  end: string;
  /** IANA time zone the hours are read in; Africa/Johannesburg by default. */
  time_zone: string;
}

export interface NotificationPreferences {
  /** A whole channel on or off ('in_app' is always on). */
  channels: Record<NotificationChannel, boolean>;
  /** Per kind, the channels it goes to (besides the centre, which keeps every notification). */
  kinds: Record<NotificationKind, NotificationChannel[]>;
  quiet_hours: QuietHours;
  /** Non-urgent notifications held in quiet hours or by choice arrive as one daily digest. */
  digest: boolean;
  /** The onboarding choice the defaults came from. */
  communication_method: string | null;
  /** The member's phone in E.164 (from the profile), needed for SMS, WhatsApp and calls. */
  phone: string | null;
}

const channel = z.enum(NOTIFICATION_CHANNELS);

export const notificationPreferencesSchema = z.object({
  channels: z.partialRecord(channel, z.boolean()).optional(),
  kinds: z.partialRecord(z.enum(NOTIFICATION_KINDS), z.array(channel).max(6)).optional(),
  quiet_hours: z
    .object({
      enabled: z.boolean(),
      start: clock('Start'),
      end: clock('End'),
      time_zone: z.string().min(1).max(64).optional(),
    })
    .optional(),
  digest: z.boolean().optional(),
});

export type NotificationPreferencesChange = z.infer<typeof notificationPreferencesSchema>;

export interface PushKey {
  public_key: string;
}

export interface PushDevice {
  id: string;
  /** A name for the device, from its browser (e.g. "Chrome on Android"). */
  label: string;
  created_at: string;
  last_used_at: string | null;
}

/** Push services are reached over https; plain http only on this machine (tests' fake service). */
function isPushServiceAddress(endpoint: string): boolean {
  const { protocol, hostname } = new URL(endpoint);
  return protocol === 'https:' || (protocol === 'http:' && LOOPBACK.has(hostname));
}
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ error: 'A push endpoint must be an address' })
    .max(2000)
    .refine(isPushServiceAddress, 'A push endpoint must be an https address'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
  label: z.string().max(80).optional(),
});

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
