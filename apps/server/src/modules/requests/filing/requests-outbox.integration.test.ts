import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmedMember } from '../../../test/auth-fixtures';
import { fileRequest, seedProviders } from '../../../test/request-fixtures';
import { startSmtpPeer } from '../../../test/smtp-peer';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app';
import { smtpTransport } from '../../../platform/mailer/mail-transport';

describe.each(databaseKinds)('requests while SMTP is down on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

  beforeAll(async () => {
    smtp = await startSmtpPeer({ refuse: true });
    t = await createTestApp(kind, { mailTransport: smtpTransport(smtp.url) });
    await seedProviders(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('accepts requests and delivers every e-mail exactly once when SMTP accepts again', async () => {
    const { session } = await confirmedMember(t);
    const created = await fileRequest(t, session);
    const matched = await t.app.inject({
      method: 'POST',
      url: `/api/service-requests/${created.request.id}/auto-assign`,
      headers: bearer(session),
    });
    expect(matched.json().success).toBe(true);
    await t.services.jobs.drain();
    expect(smtp.received).toHaveLength(0);

    smtp.state.refuse = false;
    for (let i = 0; i < 8; i++) {
      t.clock.advance(120);
      await t.services.jobs.drain();
    }
    const admin = smtp.received.filter((m) => m.to.includes(t.config.ADMIN_EMAIL));
    const providers = smtp.received.filter((m) => m.subject.startsWith('New Aurum request'));
    expect(admin).toHaveLength(1);
    expect(providers).toHaveLength(matched.json().emailsSent);
    const confirmation = smtp.received.filter((m) => m.subject === 'Confirm your Aurum membership');
    expect(confirmation).toHaveLength(1);
    expect(smtp.received).toHaveLength(1 + 1 + providers.length);
  });
});
