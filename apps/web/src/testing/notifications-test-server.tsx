import type {
  NotificationPreferences,
  NotificationView,
  PushDevice,
} from '@aurum/shared/notifications/notifications-contract';
import { jsonResponse, mockFetch } from './fetch-mock';

/**
 * Test support for the notification centre and its settings: in-memory notifications (pages of
 * `pageSize`), preferences and push devices behind the API's paths, changed as the server would.
 */
let counter = 0;

export const notification = (overrides: Partial<NotificationView> = {}): NotificationView => ({
  id: `n-${++counter}`,
  kind: 'request_confirmed',
  title: 'Request confirmed',
  body: 'Your Personal Driver request is confirmed by Cape Chauffeurs.',
  url: '/request-status?id=r-1',
  urgent: false,
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  read_at: null,
  ...overrides,
});

export const preferences = (
  overrides: Partial<NotificationPreferences> = {},
): NotificationPreferences => ({
  channels: { in_app: true, push: true, email: true, sms: true, whatsapp: true, phone_call: true },
  kinds: {
    request_confirmed: ['whatsapp'],
    request_declined: ['whatsapp'],
    provider_answered: ['whatsapp'],
    promise_missed: ['whatsapp'],
    request_progress: ['whatsapp'],
    booking_reminder_day: ['whatsapp'],
    booking_reminder_hour: ['whatsapp'],
    payment_succeeded: ['whatsapp'],
    payment_failed: ['whatsapp'],
    membership_ending: ['whatsapp'],
    membership_ended: ['whatsapp'],
    capsule_released: ['whatsapp'],
    case_accepted: ['whatsapp'],
    case_replied: ['whatsapp'],
    rsvp_confirmed: ['whatsapp'],
    waitlist_seat_offered: ['whatsapp'],
    partner_accepted: ['whatsapp'],
    security_new_sign_in: ['email', 'whatsapp'],
    security_password_changed: ['whatsapp'],
    security_factor_changed: ['email', 'whatsapp'],
  },
  quiet_hours: { enabled: true, start: '22:00', end: '07:00', time_zone: 'Africa/Johannesburg' },
  digest: false,
  communication_method: 'whatsapp',
  phone: null,
  ...overrides,
});

export interface NotificationsServerOptions {
  items?: NotificationView[];
  pageSize?: number;
  saved?: NotificationPreferences;
  devices?: PushDevice[];
  /** The answer to PUT preferences, instead of saving (e.g. a 400 with field errors). */
  refuseSave?: { status: number; body: unknown };
}

export function serveNotifications(options: NotificationsServerOptions = {}) {
  const items = [...(options.items ?? [])];
  const pageSize = options.pageSize ?? 20;
  let saved = options.saved ?? preferences();
  const devices = [...(options.devices ?? [])];
  const unread = () => items.filter((item) => !item.read_at).length;
  return mockFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://aurum.test');
    const method = init.method ?? 'GET';
    const route = `${method} ${pathname}`;
    if (route === 'GET /api/notifications') {
      const start = Number(searchParams.get('cursor') ?? 0);
      const page = items.slice(start, start + pageSize);
      const next = start + pageSize < items.length ? String(start + pageSize) : null;
      return jsonResponse(200, { items: page, next_cursor: next, unread_count: unread() });
    }
    if (route === 'GET /api/notifications/unread-count') {
      return jsonResponse(200, { unread_count: unread() });
    }
    if (route === 'POST /api/notifications/read-all') {
      for (const item of items) item.read_at ??= new Date().toISOString();
      return new Response(null, { status: 204 });
    }
    const read = /^POST \/api\/notifications\/([^/]+)\/read$/.exec(route);
    if (read) {
      const item = items.find((each) => each.id === read[1]);
      if (item) item.read_at ??= new Date().toISOString();
      return new Response(null, { status: 204 });
    }
    if (route === 'GET /api/notifications/preferences') return jsonResponse(200, saved);
    if (route === 'PUT /api/notifications/preferences') {
      if (options.refuseSave) {
        return jsonResponse(options.refuseSave.status, options.refuseSave.body);
      }
      const change = JSON.parse(String(init.body)) as Partial<NotificationPreferences>;
      saved = { ...saved, ...change };
      return jsonResponse(200, saved);
    }
    if (route === 'GET /api/notifications/push/devices') return jsonResponse(200, devices);
    const removed = /^DELETE \/api\/notifications\/push\/devices\/([^/]+)$/.exec(route);
    if (removed) {
      devices.splice(
        devices.findIndex((device) => device.id === removed[1]),
        1,
      );
      return new Response(null, { status: 204 });
    }
    if (route === 'GET /api/profile') return jsonResponse(200, { id: 'me', phone: saved.phone });
    return jsonResponse(404, { code: 'NOT_FOUND', message: `No ${route}` });
  });
}
