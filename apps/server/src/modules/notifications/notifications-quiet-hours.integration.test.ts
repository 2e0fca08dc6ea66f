import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailsTo } from '../../test/request-fixtures';
import { type FakeGateway, startFakeGateway } from '../../test/fake-messaging';
import {
  deliveriesOf,
  drainAll,
  memberWithChannel,
  notificationsClient,
  notifyNow,
} from '../../test/notification-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

/** 2030-01-16 23:00 in Johannesburg (UTC+2): inside the default quiet hours 22:00-07:00. */
const LATE = new Date('2030-01-16T21:00:00Z');
/** 07:00 the next morning, when quiet hours end. */
const MORNING = new Date('2030-01-17T05:00:00Z');

describe.each(databaseKinds)('quiet hours and the digest on %s', (kind) => {
  let t: TestApp;
  let sms: FakeGateway;
  beforeAll(async () => {
    sms = await startFakeGateway();
    t = await createTestApp(kind, {
      env: { SMS_API_URL: sms.url, SMS_API_USERNAME: 'id', SMS_API_PASSWORD: 'secret' },
    });
  });
  afterAll(async () => {
    await t.close();
    await sms.close();
  });
  beforeEach(() => {
    t.clock.set(LATE);
    sms.accepted.length = 0;
  });

  const smsTexts = () => sms.accepted.map((m) => String(m.body.body));

  it('holds the non-urgent until 07:00, then sends each exactly once; the centre has it at once', async () => {
    const member = await memberWithChannel(t, 'sms');
    const held = (await notifyNow(t, {
      userId: member.userId,
      kind: 'request_confirmed',
      facts: { subject: 'Dining', name: 'La Colombe' },
      url: '/request-status?id=x',
      dedupeKey: 'quiet-1',
    }))!;
    expect(await deliveriesOf(t, held)).toEqual({ sms: 'held' });
    expect(await notificationsClient(t, member.session).unread()).toBe(1);
    await drainAll(t);
    expect(smsTexts()).toEqual([]);

    t.clock.set(new Date(MORNING.getTime() - 60_000));
    await drainAll(t);
    expect(smsTexts()).toEqual([]);

    t.clock.set(MORNING);
    await drainAll(t);
    expect(smsTexts()).toHaveLength(1);
    expect(smsTexts()[0]).toContain('Your Dining request is confirmed by La Colombe.');
    expect(await deliveriesOf(t, held)).toEqual({ sms: 'sent' });

    t.clock.advance(3600);
    await drainAll(t);
    expect(smsTexts()).toHaveLength(1);
  });

  it('lets the urgent through at night: security, and a flagged concierge reply', async () => {
    const member = await memberWithChannel(t, 'sms');
    const security = (await notifyNow(t, {
      userId: member.userId,
      kind: 'security_new_sign_in',
      facts: { detail: 'Chrome on Android' },
      url: '/security',
      dedupeKey: 'session-9',
    }))!;
    const urgentReply = (await notifyNow(t, {
      userId: member.userId,
      kind: 'case_replied',
      url: '/human-concierge',
      urgent: true,
      dedupeKey: 'message-1',
    }))!;
    const plainReply = (await notifyNow(t, {
      userId: member.userId,
      kind: 'case_replied',
      url: '/human-concierge',
      dedupeKey: 'message-2',
    }))!;
    expect(await deliveriesOf(t, security)).toEqual({ email: 'pending', sms: 'pending' });
    expect(await deliveriesOf(t, urgentReply)).toEqual({ sms: 'pending' });
    expect(await deliveriesOf(t, plainReply)).toEqual({ sms: 'held' });
    await drainAll(t);
    expect(smsTexts()).toHaveLength(2);
    expect((await mailsTo(t, member.email)).map((m) => m.subject)).toContain('New sign-in');
  });

  it('reads the hours in the member time zone and skips them when switched off', async () => {
    const member = await memberWithChannel(t, 'sms');
    const api = notificationsClient(t, member.session);
    // 23:00 in Johannesburg is 21:00 in London: outside London's 22:00-07:00.
    await api.savePreferences({
      quiet_hours: { enabled: true, start: '22:00', end: '07:00', time_zone: 'Europe/London' },
    });
    const london = (await notifyNow(t, {
      userId: member.userId,
      kind: 'payment_failed',
      url: '/membership',
      dedupeKey: 'p-london',
    }))!;
    expect(await deliveriesOf(t, london)).toEqual({ sms: 'pending' });
    await api.savePreferences({
      quiet_hours: {
        enabled: false,
        start: '22:00',
        end: '07:00',
        time_zone: 'Africa/Johannesburg',
      },
    });
    const off = (await notifyNow(t, {
      userId: member.userId,
      kind: 'payment_failed',
      url: '/membership',
      dedupeKey: 'p-off',
    }))!;
    expect(await deliveriesOf(t, off)).toEqual({ sms: 'pending' });
  });

  it('gathers the night into one digest e-mail at 07:00 when the member asks for it', async () => {
    const member = await memberWithChannel(t, 'sms', '082 555 0199');
    await notificationsClient(t, member.session).savePreferences({ digest: true });
    const subjects = ['Dining', 'Travel', 'Wellness'];
    for (const [n, subject] of subjects.entries()) {
      t.clock.set(new Date(LATE.getTime() + n * 3600_000));
      const id = (await notifyNow(t, {
        userId: member.userId,
        kind: 'request_progress',
        facts: { subject },
        url: `/request-status?id=${n}`,
        dedupeKey: `digest-${n}`,
      }))!;
      expect(await deliveriesOf(t, id)).toEqual({ email: 'held' });
    }
    await drainAll(t);
    t.clock.set(MORNING);
    await drainAll(t);
    t.clock.advance(600);
    await drainAll(t);
    const digests = (await mailsTo(t, member.email)).filter((m) =>
      m.subject.includes('while you were away'),
    );
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('Aurum: 3 updates while you were away');
    for (const subject of subjects) expect(digests[0]!.text).toContain(`Your ${subject} request`);
    expect(sms.accepted.filter((m) => m.body.to === '+27825550199')).toEqual([]);
  });

  it('sends no digest when the e-mail channel is off: the night goes by SMS at 07:00', async () => {
    const member = await memberWithChannel(t, 'sms', '082 555 0188');
    const settings = notificationsClient(t, member.session);
    expect(
      (await settings.savePreferences({ digest: true, channels: { email: false } })).statusCode,
    ).toBe(200);
    const id = (await notifyNow(t, {
      userId: member.userId,
      kind: 'request_progress',
      facts: { subject: 'Dining' },
      url: '/request-status?id=d',
      dedupeKey: 'digest-off',
    }))!;
    expect(await deliveriesOf(t, id)).toEqual({ sms: 'held' });
    t.clock.set(MORNING);
    await drainAll(t);
    expect(sms.accepted.filter((m) => m.body.to === '+27825550188')).toHaveLength(1);
    const digests = (await mailsTo(t, member.email)).filter((m) =>
      m.subject.includes('while you were away'),
    );
    expect(digests).toEqual([]);
  });
});
