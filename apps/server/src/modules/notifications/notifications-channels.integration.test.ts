import {
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@aurum/shared/notifications/notification-kinds';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminApi, signedInAs } from '../../test/admin-fixtures';
import { latestMailTo } from '../../test/auth-fixtures';
import { type FakeGateway, startFakeGateway } from '../../test/fake-messaging';
import { type FakePushService, startFakePushService } from '../../test/fake-push-service';
import {
  deliveriesOf,
  drainAll,
  memberWithChannel,
  notificationsClient,
  notifyNow,
} from '../../test/notification-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

/** Wednesday 2030-01-16, 12:00 in Johannesburg: outside quiet hours. */
const NOON = new Date('2030-01-16T10:00:00Z');
const E164 = '+27825550100';

const notice = (userId: string, kind: NotificationKind, key = kind) => ({
  userId,
  kind,
  url: '/dashboard',
  dedupeKey: `${key}-${Math.random().toString(36).slice(2)}`,
});

describe.each(databaseKinds)('notification channels on %s', (kind) => {
  let t: TestApp;
  let push: FakePushService;
  let sms: FakeGateway;
  let whatsapp: FakeGateway;
  beforeAll(async () => {
    [push, sms, whatsapp] = await Promise.all([
      startFakePushService(),
      startFakeGateway(),
      startFakeGateway(),
    ]);
    t = await createTestApp(kind, {
      env: {
        SMS_API_URL: sms.url,
        SMS_API_USERNAME: 'aurum-token-id',
        SMS_API_PASSWORD: 'aurum-token-secret',
        WHATSAPP_API_URL: whatsapp.url,
        WHATSAPP_PHONE_NUMBER_ID: '1234567890',
        WHATSAPP_ACCESS_TOKEN: 'wa-test-token',
        WHATSAPP_TEMPLATE: 'aurum_update',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([push.close(), sms.close(), whatsapp.close()]);
  });
  beforeEach(() => {
    t.clock.set(NOON);
    push.answer(201);
    sms.answer(201);
    whatsapp.answer(201);
  });

  it('sends every kind to the channels the member chose, and keeps all of them in the centre', async () => {
    const member = await memberWithChannel(t, 'sms');
    const prefs = await notificationsClient(t, member.session).preferences();
    expect(prefs.kinds.request_confirmed).toEqual(['sms']);
    expect(prefs.kinds.security_new_sign_in).toEqual(['email', 'sms']);
    for (const each of NOTIFICATION_KINDS) {
      const id = (await notifyNow(t, notice(member.userId, each)))!;
      const expected = Object.fromEntries(prefs.kinds[each].map((c) => [c, 'pending']));
      expect(await deliveriesOf(t, id), each).toEqual(expected);
    }
    await drainAll(t);
    const page = await notificationsClient(t, member.session).list('?limit=50');
    expect(page.items).toHaveLength(NOTIFICATION_KINDS.length);
    const toMember = sms.accepted.filter((m) => m.body.to === E164);
    expect(toMember).toHaveLength(NOTIFICATION_KINDS.length);
    expect(toMember[0]!.path).toBe('/messages');
    expect(toMember[0]!.authorization).toBe(
      `Basic ${Buffer.from('aurum-token-id:aurum-token-secret').toString('base64')}`,
    );
    // Security kinds also by e-mail (the password notice is auth's own e-mail, not a second one).
    const mail = await latestMailTo(t, member.email);
    expect(mail?.subject).toBe('Sign-in protection changed');
  });

  it('reaches WhatsApp with the approved template, push on every device, e-mail and a call-back', async () => {
    const wa = await memberWithChannel(t, 'whatsapp');
    await notifyNow(t, notice(wa.userId, 'request_confirmed'));
    const app = await memberWithChannel(t, 'app-notifications');
    const api = notificationsClient(t, app.session);
    const phone = push.device();
    const laptop = push.device();
    expect((await api.subscribe({ ...phone, label: 'My phone' })).statusCode).toBe(201);
    expect((await api.subscribe(laptop)).statusCode).toBe(201);
    const pushed = (await notifyNow(t, {
      ...notice(app.userId, 'case_accepted'),
      facts: { name: 'Lerato' },
      url: '/human-concierge',
    }))!;
    const mailer = await memberWithChannel(t, 'email');
    await notifyNow(t, notice(mailer.userId, 'payment_failed'));
    const caller = await memberWithChannel(t, 'phone-call');
    await notifyNow(t, notice(caller.userId, 'membership_ended'));
    await drainAll(t);

    const template = whatsapp.accepted.find((m) => m.body.to === E164.slice(1));
    expect(template?.path).toBe('/1234567890/messages');
    expect(template?.authorization).toBe('Bearer wa-test-token');
    expect(template?.body).toMatchObject({
      messaging_product: 'whatsapp',
      type: 'template',
      template: { name: 'aurum_update', language: { code: 'en' } },
    });

    const mine = push.received.filter((p) => [phone.name, laptop.name].includes(p.device));
    expect(mine.map((p) => p.device).sort()).toEqual([phone.name, laptop.name].sort());
    expect(mine[0]!.payload).toMatchObject({
      id: pushed,
      kind: 'case_accepted',
      title: 'Your concierge has your case',
      body: 'Lerato has accepted your case and will be in touch.',
      url: '/human-concierge',
    });
    expect(mine[0]!.claims.aud).toBe(push.origin);
    expect(mine[0]!.claims.sub).toMatch(/^mailto:/);
    expect(push.refused).toEqual([]);
    expect((await api.devices()).every((device) => device.last_used_at !== null)).toBe(true);

    expect((await latestMailTo(t, mailer.email))?.subject).toBe('Payment failed');

    const staff = adminApi(t, (await signedInAs(t, 'staff')).headers);
    const tasks = (await staff.get('/call-backs')).json() as { id: string; member_id: string }[];
    const task = tasks.find((row) => row.member_id === caller.userId)!;
    expect(task).toMatchObject({ phone: E164, status: 'open', url: '/dashboard' });
    const done = await Promise.all(
      Array.from({ length: 5 }, () => staff.post(`/call-backs/${task.id}/done`)),
    );
    expect(done.map((res) => res.statusCode)).toEqual(Array(5).fill(200));
    const open = (await staff.get('/call-backs')).json() as { id: string }[];
    expect(open.map((row) => row.id)).not.toContain(task.id);
    const memberTry = await t.app.inject({
      method: 'GET',
      url: '/api/admin/call-backs',
      headers: { authorization: `Bearer ${caller.session.access_token}` },
    });
    expect(memberTry.statusCode).toBe(403);
  });

  it('removes a device the push service no longer knows (410) and retries other failures', async () => {
    const member = await memberWithChannel(t, 'app-notifications');
    const api = notificationsClient(t, member.session);
    const gone = push.device();
    await api.subscribe(gone);
    push.answer(410);
    await notifyNow(t, notice(member.userId, 'rsvp_confirmed'));
    await drainAll(t);
    expect(await api.devices()).toEqual([]);

    const flaky = push.device();
    await api.subscribe(flaky);
    push.answer(500);
    await notifyNow(t, notice(member.userId, 'waitlist_seat_offered'));
    await drainAll(t);
    expect(push.received.filter((p) => p.device === flaky.name)).toHaveLength(0);
    push.answer(201);
    t.clock.advance(3);
    await drainAll(t);
    expect(push.received.filter((p) => p.device === flaky.name)).toHaveLength(1);
    t.clock.advance(3600);
    await drainAll(t);
    expect(push.received.filter((p) => p.device === flaky.name)).toHaveLength(1);
  });
});
