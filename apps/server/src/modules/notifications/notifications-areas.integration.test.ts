import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@aurum/shared/auth/session';
import { bearer, signIn } from '../../test/auth-fixtures';
import {
  drainAll,
  memberWithChannel,
  notificationsClient,
  outboxMessagesTo,
} from '../../test/notification-fixtures';
import { conciergeStaff, memberOnTier } from '../../test/human-concierge-fixtures';
import { fileRequest, linkTokens, respondByLink, seedProviders } from '../../test/request-fixtures';
import { IPHONE, MAC_CHROME, signInFrom } from '../../test/session-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

/** 2026-12-01 10:00 in Johannesburg; the request is for 2026-12-18 at 09:30. */
const FILED = new Date('2026-12-01T08:00:00Z');
const BOOKED = new Date('2026-12-18T07:30:00Z');

describe.each(databaseKinds)('areas tell the member through notify on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedProviders(t);
  });
  afterAll(() => t.close());

  it('a provider confirming tells the member once, then the booking is reminded a day and an hour before', async () => {
    t.clock.set(FILED);
    const member = await memberWithChannel(t, 'sms', '082 555 0177');
    const api = notificationsClient(t, member.session);
    const created = await fileRequest(t, member.session);
    const provider = created.providers[0]!;
    const chosen = await t.app.inject({
      method: 'POST',
      url: `/api/service-requests/${created.request.id}/provider`,
      headers: bearer(member.session),
      payload: { provider_id: provider.id },
    });
    expect(chosen.statusCode).toBe(200);
    await t.services.jobs.drain();
    const mail = (
      (await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).json() as {
        subject: string;
        text: string;
      }[]
    ).find(
      (m) => m.subject.startsWith('New Aurum request') && m.text.includes(created.request.id),
    )!;
    const { confirm } = linkTokens(mail.text);
    expect((await respondByLink(t, confirm, { action: 'confirm' })).statusCode).toBe(200);
    expect((await respondByLink(t, confirm, { action: 'confirm' })).statusCode).not.toBe(200);

    const page = await api.list();
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      kind: 'request_confirmed',
      title: 'Request confirmed',
      url: `/request-status?id=${created.request.id}`,
    });
    expect(page.items[0]!.body).toContain(provider.name);
    await drainAll(t);
    expect(await outboxMessagesTo(t, '+27825550177')).toHaveLength(1);

    t.clock.set(new Date(BOOKED.getTime() - 24 * 3600_000));
    await drainAll(t);
    t.clock.set(new Date(BOOKED.getTime() - 3600_000));
    await drainAll(t);
    t.clock.set(new Date(BOOKED.getTime() - 1800_000));
    await drainAll(t);
    // Over two weeks later the first session is idle-expired: sign in again (the same browser).
    const again = (await signIn(t, member.email)).json() as Session;
    const kinds = (await notificationsClient(t, again).list()).items.map((item) => item.kind);
    expect(kinds).toEqual(['booking_reminder_hour', 'booking_reminder_day', 'request_confirmed']);
    // 06:30 is outside quiet hours (they end at 07:00 local, 05:00 UTC): both went out by SMS.
    expect(await outboxMessagesTo(t, '+27825550177')).toHaveLength(3);
  });

  it('tells of a sign-in from a new device, not of one from a browser seen before', async () => {
    t.clock.set(FILED);
    const member = await memberWithChannel(t, 'app-notifications');
    const api = notificationsClient(t, member.session);
    for (const browser of [IPHONE, IPHONE, MAC_CHROME]) {
      t.clock.advance(60);
      await signInFrom(t, member.email, browser);
    }
    const items = (await api.list()).items.filter((i) => i.kind === 'security_new_sign_in');
    expect(items.map((item) => item.body)).toEqual([
      expect.stringContaining('Chrome on macOS'),
      expect.stringContaining('Safari on iOS'),
    ]);
    expect(items.every((item) => item.urgent)).toBe(true);
  });

  it('a payment, a concierge taking an urgent case and replying reach the member centre', async () => {
    t.clock.set(FILED);
    const gold = await memberOnTier(t, 'gold');
    const staff = await conciergeStaff(t, 'Thandi Mokoena');
    // A minute between the steps: the centre lists newest first by time.
    t.clock.advance(60);
    const urgent = await gold.connect({
      assistant_id: staff.id,
      request_summary: 'Emergency: my car was hijacked near Sandton',
    });
    await staff.accept(urgent.id);
    t.clock.advance(60);
    await staff.reply(urgent.id, 'I am on it, stay where you are safe.');
    const items = (await notificationsClient(t, gold.session).list()).items;
    expect(items.map((item) => [item.kind, item.urgent])).toEqual([
      ['case_replied', true],
      ['case_accepted', false],
      ['payment_succeeded', false],
    ]);
    expect(items[1]!.body).toBe('Thandi Mokoena has accepted your case and will be in touch.');
    // The reply's words are sealed (ADR 048): the notification never carries them.
    expect(items[0]!.body).not.toContain('stay where you are safe');
  });
});
