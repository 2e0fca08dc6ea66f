import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-fixtures';
import {
  memberWithChannel,
  notificationsClient,
  notifyNow,
} from '../../test/notification-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

const subscription = (n: number) => ({
  endpoint: `https://push.example.test/send/device-${n}-${Math.random().toString(36).slice(2)}`,
  keys: { p256dh: 'BPubKey' + n, auth: 'authsecret' + n },
});

describe.each(databaseKinds)('the notification centre on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('lists the member own notifications newest first, pages, counts unread and marks read', async () => {
    const member = await memberWithChannel(t);
    const api = notificationsClient(t, member.session);
    const ids: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      t.clock.advance(1);
      const id = await notifyNow(t, {
        userId: member.userId,
        kind: 'request_confirmed',
        facts: { subject: 'Dining', name: 'La Colombe' },
        url: `/request-status?id=r${n}`,
        dedupeKey: `r${n}`,
      });
      ids.push(id!);
    }
    const first = await api.list('?limit=2');
    expect(first.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    expect(first.unread_count).toBe(3);
    expect(first.items[0]).toMatchObject({
      kind: 'request_confirmed',
      title: 'Request confirmed',
      body: 'Your Dining request is confirmed by La Colombe.',
      url: '/request-status?id=r2',
      urgent: false,
      read_at: null,
    });
    const second = await api.list(`?limit=2&cursor=${first.next_cursor}`);
    expect(second.items.map((item) => item.id)).toEqual([ids[0]]);
    expect(second.next_cursor).toBeNull();

    expect((await api.read(ids[0]!)).statusCode).toBe(204);
    expect(await api.unread()).toBe(2);
    expect((await api.readAll()).statusCode).toBe(204);
    expect(await api.unread()).toBe(0);
  });

  it('tells once per kind and subject however often the caller runs', async () => {
    const member = await memberWithChannel(t);
    const input = {
      userId: member.userId,
      kind: 'payment_failed' as const,
      url: '/membership',
      dedupeKey: 'pay-1',
    };
    expect(await notifyNow(t, input)).toBeTruthy();
    expect(await notifyNow(t, input)).toBeNull();
    expect((await notificationsClient(t, member.session).list()).items).toHaveLength(1);
  });

  it('answers 400 for a bad cursor or limit and 404 for an id that names nothing', async () => {
    const member = await memberWithChannel(t);
    const api = notificationsClient(t, member.session);
    expect((await api.call('GET', '/api/notifications?cursor=nonsense')).statusCode).toBe(400);
    expect((await api.call('GET', '/api/notifications?limit=500')).statusCode).toBe(400);
    expect((await api.read('not-a-uuid')).statusCode).toBe(404);
    expect((await api.unsubscribe('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await api.call('GET', '/api/notifications')).statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/notifications' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('never shows or changes another member notification, preference or device', async () => {
    const owner = await memberWithChannel(t);
    const other = await memberWithChannel(t);
    const ownerApi = notificationsClient(t, owner.session);
    const otherApi = notificationsClient(t, other.session);
    const id = (await notifyNow(t, {
      userId: owner.userId,
      kind: 'case_accepted',
      url: '/human-concierge',
      dedupeKey: 'case-1',
    }))!;
    const device = (await ownerApi.subscribe(subscription(1))).json() as { id: string };
    await ownerApi.savePreferences({ digest: true });

    expect((await otherApi.list()).items).toEqual([]);
    expect(await otherApi.unread()).toBe(0);
    expect((await otherApi.read(id)).statusCode).toBe(404);
    expect((await otherApi.readAll()).statusCode).toBe(204);
    expect(await ownerApi.unread()).toBe(1);
    expect(await otherApi.devices()).toEqual([]);
    expect((await otherApi.unsubscribe(device.id)).statusCode).toBe(404);
    expect(await ownerApi.devices()).toHaveLength(1);
    expect((await otherApi.preferences()).digest).toBe(false);
    expect((await ownerApi.preferences()).digest).toBe(true);
  });

  it('holds under 20 parallel mark-all-read and subscribe calls', async () => {
    const member = await memberWithChannel(t);
    const api = notificationsClient(t, member.session);
    for (let n = 0; n < 5; n += 1) {
      await notifyNow(t, {
        userId: member.userId,
        kind: 'rsvp_confirmed',
        url: '/society?tab=events',
        dedupeKey: `event-${n}`,
      });
    }
    const reads = await Promise.all(Array.from({ length: 20 }, () => api.readAll()));
    expect(reads.map((res) => res.statusCode)).toEqual(Array(20).fill(204));
    expect(await api.unread()).toBe(0);

    const same = subscription(7);
    const subscribes = await Promise.all(Array.from({ length: 20 }, () => api.subscribe(same)));
    const statuses = subscribes.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(19);
    expect(await api.devices()).toHaveLength(1);
  });

  it('keeps preferences per kind and channel over the onboarding choice', async () => {
    const member = await memberWithChannel(t, 'sms');
    const api = notificationsClient(t, member.session);
    const defaults = await api.preferences();
    expect(defaults.communication_method).toBe('sms');
    expect(defaults.phone).toBe('+27825550100');
    expect(defaults.kinds.request_confirmed).toEqual(['sms']);
    expect(defaults.kinds.security_new_sign_in).toEqual(['email', 'sms']);
    expect(defaults.kinds.security_password_changed).toEqual(['sms']);
    expect(defaults.quiet_hours).toEqual({
      enabled: true,
      start: '22:00',
      end: '07:00',
      time_zone: 'Africa/Johannesburg',
    });
    const saved = await api.savePreferences({
      channels: { sms: false },
      kinds: { request_confirmed: ['push', 'whatsapp', 'in_app'] },
      quiet_hours: { enabled: true, start: '23:00', end: '06:30', time_zone: 'Europe/London' },
      digest: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await api.preferences();
    expect(after.channels.sms).toBe(false);
    expect(after.channels.in_app).toBe(true);
    expect(after.kinds.request_confirmed).toEqual(['push', 'whatsapp']);
    expect(after.quiet_hours.time_zone).toBe('Europe/London');
    expect(after.digest).toBe(true);
    const badZone = await api.savePreferences({
      quiet_hours: { enabled: true, start: '22:00', end: '07:00', time_zone: 'Mars/Olympus' },
    });
    expect(badZone.statusCode).toBe(400);
    const badTime = await api.savePreferences({
      quiet_hours: { enabled: true, start: '25:00', end: '07:00' },
    });
    expect(badTime.statusCode).toBe(400);
  });

  it('gives the VAPID public key and refuses a plain http push endpoint off this machine', async () => {
    const member = await memberWithChannel(t);
    const key = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/push/key',
      headers: bearer(member.session),
    });
    expect(key.statusCode).toBe(200);
    expect((key.json() as { public_key: string }).public_key).toMatch(/^[\w-]{87}$/);
    const api = notificationsClient(t, member.session);
    const bad = await api.subscribe({ ...subscription(2), endpoint: 'http://push.example.test/x' });
    expect(bad.statusCode).toBe(400);
  });
});
