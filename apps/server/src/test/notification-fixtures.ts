import type { Session } from '@aurum/shared/auth/session';
import type { NotificationChannel } from '@aurum/shared/notifications/notification-kinds';
import type {
  NotificationPage,
  NotificationPreferences,
  PushDevice,
} from '@aurum/shared/notifications/notifications-contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../db/client';
import type { NotifyInput } from '../modules/notifications/notifications.api';
import { bearer, confirmedMember } from './auth-fixtures';
import { memberApi } from './member-api';
import type { TestApp } from './test-app';

/** A confirmed member with an onboarding choice of channel and a phone on the profile. */
export async function memberWithChannel(
  t: TestApp,
  communicationMethod = 'app-notifications',
  phone = '082 555 0100',
) {
  const member = await confirmedMember(t, 'Thandi Mokoena');
  const onboarding = await t.app.inject({
    method: 'POST',
    url: '/api/onboarding',
    headers: bearer(member.session),
    payload: { preferences: { lifestyle: { communicationMethod } } },
  });
  expect(onboarding.statusCode, onboarding.body).toBe(200);
  const profile = await t.app.inject({
    method: 'PATCH',
    url: '/api/profile',
    headers: bearer(member.session),
    payload: { phone },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  return { ...member, userId: userIdOf(member.session) };
}

export const userIdOf = (session: Session) => session.user.id;

/** The notifications API as a member's browser calls it. */
export function notificationsClient(t: TestApp, session: Session) {
  const { call, ok } = memberApi(t, session);
  return {
    call,
    list: (query = '') => ok<NotificationPage>(call('GET', `/api/notifications${query}`)),
    unread: async () =>
      (await ok<{ unread_count: number }>(call('GET', '/api/notifications/unread-count')))
        .unread_count,
    read: (id: string) => call('POST', `/api/notifications/${id}/read`),
    readAll: () => call('POST', '/api/notifications/read-all'),
    preferences: () => ok<NotificationPreferences>(call('GET', '/api/notifications/preferences')),
    savePreferences: (change: unknown) => call('PUT', '/api/notifications/preferences', change),
    devices: () => ok<PushDevice[]>(call('GET', '/api/notifications/push/devices')),
    subscribe: (subscription: unknown) =>
      call('POST', '/api/notifications/push/devices', subscription),
    unsubscribe: (id: string) => call('DELETE', `/api/notifications/push/devices/${id}`),
  };
}

/** Notifies as an area does: inside a transaction of its own. */
export async function notifyNow(t: TestApp, input: NotifyInput) {
  const { notifier } = t.services.notificationsArea;
  return t.db.transaction((tx) => notifier.notify(tx, input));
}

/** Runs due jobs until none is left (push fans out into jobs of its own). */
export async function drainAll(t: TestApp) {
  for (let round = 0; round < 10; round += 1) {
    if ((await t.services.jobs.drain()) === 0) return;
  }
}

export async function deliveriesOf(t: TestApp, notificationId: string) {
  const rows = rowsOf<{ channel: NotificationChannel; status: string; attempts: number }>(
    await t.db.execute(
      sql`select channel, status, attempts from notification_deliveries where notification_id = ${notificationId} order by channel`,
    ),
  );
  return Object.fromEntries(rows.map((row) => [row.channel, row.status]));
}

export async function outboxMessagesTo(t: TestApp, phone: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/dev/messages' });
  return (res.json() as { channel: string; to: string; text: string }[]).filter(
    (message) => message.to === phone,
  );
}
