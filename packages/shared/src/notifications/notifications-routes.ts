import type { z } from 'zod';
import { route } from '../api-route';
import type {
  notificationListQuerySchema,
  NotificationPage,
  NotificationPreferences,
  NotificationPreferencesChange,
  PushDevice,
  PushKey,
  PushSubscriptionInput,
  UnreadCount,
} from './notifications-contract';

/** The member's notification centre, preferences and push devices (issue 32; ADR 080). */
export const notificationRoutes = {
  list: route('GET', '/api/notifications').typed<{
    answer: NotificationPage;
    query: z.input<typeof notificationListQuerySchema>;
  }>(),
  unreadCount: route('GET', '/api/notifications/unread-count').typed<{ answer: UnreadCount }>(),
  readAll: route('POST', '/api/notifications/read-all').typed(),
  read: route('POST', '/api/notifications/:id/read').typed(),
  preferences: route('GET', '/api/notifications/preferences').typed<{
    answer: NotificationPreferences;
  }>(),
  savePreferences: route('PUT', '/api/notifications/preferences').typed<{
    answer: NotificationPreferences;
    body: NotificationPreferencesChange;
  }>(),
  pushKey: route('GET', '/api/notifications/push/key').typed<{ answer: PushKey }>(),
  devices: route('GET', '/api/notifications/push/devices').typed<{ answer: PushDevice[] }>(),
  addDevice: route('POST', '/api/notifications/push/devices').typed<{
    answer: PushDevice;
    body: PushSubscriptionInput;
  }>(),
  removeDevice: route('DELETE', '/api/notifications/push/devices/:id').typed(),
  testPush: route('POST', '/api/notifications/push/test').typed(),
};
