import type { AdminMember } from '@aurum/shared/admin/members-contract';
import type { OutboxMessage } from '@aurum/shared/admin/outbox-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailTransport } from '../../platform/mailer/mail-transport';
import { confirmedMember, signUp, uniqueEmail } from '../../test/auth-fixtures';
import { fileRequest, seedProviders } from '../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { adminApi, signedInAs } from '../../test/admin-fixtures';

/** A mail transport that refuses while `refuse` is set. */
function flakyTransport() {
  const state = { refuse: false, sent: [] as string[] };
  const transport: MailTransport = {
    name: 'smtp',
    async send(mail) {
      if (state.refuse) throw new Error('451 mailbox unavailable');
      state.sent.push(mail.to);
    },
    close() {},
  };
  return { state, transport };
}

describe.each(databaseKinds)('members and the mail outbox in the staff console on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof adminApi>;
  const mail = flakyTransport();
  beforeAll(async () => {
    t = await createTestApp(kind, { mailTransport: mail.transport });
    await seedProviders(t);
    api = adminApi(t, (await signedInAs(t, 'staff')).headers);
  });
  afterAll(() => t.close());

  it('lists members only, searchable, with their requests this month', async () => {
    const member = await confirmedMember(t, 'Zanele Mthembu');
    await fileRequest(t, member.session);
    await fileRequest(t, member.session);
    const listed = (await api.get('/members')).json() as AdminMember[];
    const zanele = listed.find((m) => m.email === member.email);
    expect(zanele).toMatchObject({
      name: 'Zanele Mthembu',
      tier: 'trial',
      verification: 'unverified',
      requests_this_month: 2,
    });
    expect(listed.some((m) => m.email.startsWith('member.') && m.requests_this_month === 0)).toBe(
      false,
    );
    const found = (await api.get('/members?q=mthembu')).json() as AdminMember[];
    expect(found.map((m) => m.email)).toEqual([member.email]);
    expect((await api.get('/members?q=nobody-by-this-name')).json()).toEqual([]);
  });

  it('lists the outbox newest first and retries a message whose delivery gave up', async () => {
    mail.state.refuse = true;
    const email = uniqueEmail();
    await signUp(t, email);
    await t.db.execute(
      sql`update jobs set max_attempts = 1 where kind = 'mail.deliver' and status = 'pending'`,
    );
    await t.services.jobs.drain();

    const failed = (await api.get('/outbox?status=failed')).json() as OutboxMessage[];
    const message = failed.find((m) => m.to === email);
    expect(message).toMatchObject({
      kind: expect.any(String),
      subject: 'Confirm your Aurum membership',
      status: 'failed',
      attempts: 1,
      last_error: '451 mailbox unavailable',
      sent_at: null,
    });
    const all = (await api.get('/outbox')).json() as OutboxMessage[];
    expect(all[0]!.id).toBe(message!.id);
    expect(
      (await api.get('/outbox?status=sent')).json().map((m: OutboxMessage) => m.id),
    ).not.toContain(message!.id);

    mail.state.refuse = false;
    const retried = await api.post(`/outbox/${message!.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().status).toBe('queued');
    await t.services.jobs.drain();
    const after = (await api.get('/outbox?status=sent')).json() as OutboxMessage[];
    expect(after.find((m) => m.id === message!.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(mail.state.sent).toContain(email);

    const again = await api.post(`/outbox/${message!.id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a failed message can be retried.');
    const missing = await api.post('/outbox/2f0a8c1e-6b7d-4e3f-9a21-5c4d3e2f1a0b/retry');
    expect(missing.statusCode).toBe(404);
    expect((await api.get('/outbox?status=lost')).statusCode).toBe(400);
  });

  it('retries a message the mailer marked failed', async () => {
    const email = uniqueEmail();
    await signUp(t, email);
    await t.services.jobs.drain();
    await t.db.execute(sql`update mail_messages set status = 'failed' where "to" = ${email}`);
    const [message] = ((await api.get('/outbox?status=failed')).json() as OutboxMessage[]).filter(
      (m) => m.to === email,
    );
    expect(message?.status).toBe('failed');
    expect((await api.post(`/outbox/${message!.id}/retry`)).json().status).toBe('queued');
    await t.services.jobs.drain();
    const sent = (await api.get('/outbox')).json() as OutboxMessage[];
    expect(sent.find((m) => m.id === message!.id)?.status).toBe('sent');
  });
});
