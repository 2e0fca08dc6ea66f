import type { z } from 'zod';
import { route, typed } from '../api-route';
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

export const list = route(
  'GET',
  '/api/notifications',
  typed<{
    answer: NotificationPage;
    query: z.input<typeof notificationListQuerySchema>;
  }>,
);

export const unreadCount = route(
  'GET',
  '/api/notifications/unread-count',
  typed<{ answer: UnreadCount }>,
);

export const readAll = route('POST', '/api/notifications/read-all');

export const read = route('POST', '/api/notifications/:id/read');

export const preferences = route(
  'GET',
  '/api/notifications/preferences',
  typed<{
    answer: NotificationPreferences;
  }>,
);

export const savePreferences = route(
  'PUT',
  '/api/notifications/preferences',
  typed<{
    answer: NotificationPreferences;
    body: NotificationPreferencesChange;
  }>,
);

export const pushKey = route('GET', '/api/notifications/push/key', typed<{ answer: PushKey }>);

export const devices = route(
  'GET',
  '/api/notifications/push/devices',
  typed<{ answer: PushDevice[] }>,
);

export const addDevice = route(
  'POST',
  '/api/notifications/push/devices',
  typed<{
    answer: PushDevice;
    body: PushSubscriptionInput;
  }>,
);

export const removeDevice = route('DELETE', '/api/notifications/push/devices/:id');

export const testPush = route('POST', '/api/notifications/push/test');
