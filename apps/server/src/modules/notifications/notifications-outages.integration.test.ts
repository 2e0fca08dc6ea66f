import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import type { MailTransport, OutgoingMail } from '../../platform/mailer/mail-transport';
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

const NOON = new Date('2030-01-16T10:00:00Z');

/** An SMTP server that can be down: refuses while `down`, keeps what it accepted. */
function switchableSmtp() {
  const sent: OutgoingMail[] = [];
  const state = { down: false };
  const transport: MailTransport = {
    name: 'smtp',
    async send(mail) {
      if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      sent.push(mail);
    },
    close() {},
  };
  return { transport, sent, state };
}

describe.each(databaseKinds)('channels down, then up, on %s', (kind) => {
  let t: TestApp;
  let push: FakePushService;
  let sms: FakeGateway;
  const smtp = switchableSmtp();
  beforeAll(async () => {
    [push, sms] = await Promise.all([startFakePushService(), startFakeGateway()]);
    t = await createTestApp(kind, {
      mailTransport: smtp.transport,
      env: { SMS_API_URL: sms.url, SMS_API_USERNAME: 'id', SMS_API_PASSWORD: 'secret' },
    });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([push.close(), sms.close()]);
  });
  beforeEach(() => {
    t.clock.set(NOON);
  });

  it('retries a failing channel with back-off and never holds up the others', async () => {
    const member = await memberWithChannel(t, 'sms', '082 555 0111');
    await notificationsClient(t, member.session).savePreferences({
      kinds: { request_confirmed: ['sms', 'email'] },
    });
    sms.answer(503);
    const id = (await notifyNow(t, {
      userId: member.userId,
      kind: 'request_confirmed',
      url: '/request-status?id=1',
      dedupeKey: 'backoff',
    }))!;
    await drainAll(t);
    expect(await deliveriesOf(t, id)).toEqual({ email: 'sent', sms: 'pending' });
    expect(smtp.sent.filter((m) => m.to === member.email).map((m) => m.subject)).toContain(
      'Request confirmed',
    );
    const job = async () =>
      rowsOf<{ attempts: number; run_at: string; status: string }>(
        await t.db.execute(
          sql`select attempts, run_at::text, status from jobs where kind = 'notifications.deliver' and payload->>'deliveryId' = (select id::text from notification_deliveries where notification_id = ${id} and channel = 'sms')`,
        ),
      )[0]!;
    const first = await job();
    expect(first.attempts).toBe(1);
    expect(new Date(first.run_at).getTime()).toBe(NOON.getTime() + 2000);
    t.clock.advance(2);
    await drainAll(t);
    const second = await job();
    expect(second.attempts).toBe(2);
    expect(new Date(second.run_at).getTime()).toBe(NOON.getTime() + 2000 + 4000);

    sms.answer(201);
    t.clock.advance(4);
    await drainAll(t);
    expect(await deliveriesOf(t, id)).toEqual({ email: 'sent', sms: 'sent' });
    expect(sms.accepted.filter((m) => m.body.to === '+27825550111')).toHaveLength(1);
  });

  it('loses nothing and doubles nothing when SMTP, push and SMS are down, then back', async () => {
    const byMail = await memberWithChannel(t, 'email', '082 555 0122');
    const bySms = await memberWithChannel(t, 'sms', '082 555 0133');
    const byPush = await memberWithChannel(t, 'app-notifications', '082 555 0144');
    const device = push.device();
    await notificationsClient(t, byPush.session).subscribe(device);
    smtp.state.down = true;
    sms.answer(500);
    push.answer(503);
    const kinds = ['payment_failed', 'membership_ended', 'request_progress'] as const;
    const told = new Set(['Membership ended', 'News on your request', 'Payment failed']);
    const mailsFor = (email: string) =>
      smtp.sent.filter((m) => m.to === email && told.has(m.subject)).map((m) => m.subject);
    for (const member of [byMail, bySms, byPush]) {
      for (const each of kinds) {
        await notifyNow(t, {
          userId: member.userId,
          kind: each,
          url: '/membership',
          dedupeKey: `outage-${each}`,
        });
      }
    }
    for (let round = 0; round < 4; round += 1) {
      await drainAll(t);
      t.clock.advance(20);
    }
    expect(mailsFor(byMail.email)).toEqual([]);
    expect(sms.accepted.filter((m) => m.body.to === '+27825550133')).toEqual([]);
    expect(push.received.filter((p) => p.device === device.name)).toEqual([]);

    smtp.state.down = false;
    sms.answer(201);
    push.answer(201);
    for (let round = 0; round < 6; round += 1) {
      t.clock.advance(600);
      await drainAll(t);
    }
    expect(mailsFor(byMail.email).sort()).toEqual([
      'Membership ended',
      'News on your request',
      'Payment failed',
    ]);
    expect(sms.accepted.filter((m) => m.body.to === '+27825550133')).toHaveLength(3);
    const pushed = push.received.filter((p) => p.device === device.name);
    expect(pushed.map((p) => p.payload.kind).sort()).toEqual([...kinds].sort());
  });
});
