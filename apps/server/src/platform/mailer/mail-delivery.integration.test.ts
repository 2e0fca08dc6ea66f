import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { signUp, uniqueEmail } from '../../test/auth-fixtures';
import { startSmtpPeer } from '../../test/smtp-peer';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { smtpTransport } from './mail-transport';

describe.each(databaseKinds)('e-mail through the outbox and SMTP on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp(kind, { mailTransport: smtpTransport(smtp.url) });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the confirmation e-mail over SMTP', async () => {
    const email = uniqueEmail();
    await signUp(t, email);
    await t.services.jobs.drain();
    const delivered = smtp.received.filter((m) => m.to.includes(email));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.raw).toContain('Subject: Confirm your Aurum membership');
  });

  it('keeps the message while SMTP refuses and delivers it exactly once when it accepts', async () => {
    smtp.state.refuse = true;
    const email = uniqueEmail();
    const res = await signUp(t, email);
    expect(res.statusCode).toBe(200);
    await t.services.jobs.drain();
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(0);
    const queued = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    const message = (queued.json() as { to: string; status: string }[]).find((m) => m.to === email);
    expect(message?.status).toBe('queued');

    smtp.state.refuse = false;
    await t.services.jobs.drain();
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(0); // not due yet
    t.clock.advance(5);
    await t.services.jobs.drain();
    t.clock.advance(60);
    await t.services.jobs.drain();
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('marks a message failed when its last delivery attempt fails, for staff to retry', async () => {
    smtp.state.refuse = true;
    const email = uniqueEmail('bounced');
    await signUp(t, email);
    await t.db.execute(sql`update jobs set max_attempts = 2 where status = 'pending'`);
    for (let i = 0; i < 3; i++) {
      await t.services.jobs.drain();
      t.clock.advance(600);
    }
    smtp.state.refuse = false;
    const mailbox = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    const message = (mailbox.json() as { to: string; status: string }[]).find(
      (m) => m.to === email,
    );
    expect(message?.status).toBe('failed');
    const [job] = rowsOf<{ status: string }>(
      await t.db.execute(
        sql`select status from jobs where kind = 'mail.deliver' order by created_at desc limit 1`,
      ),
    );
    expect(job?.status).toBe('failed');
  });
});
