import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmedMember } from '../../test/auth-fixtures';
import { fileRequest, seedProviders } from '../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { smtpTransport } from '../../platform/mailer/mail-transport';

describe.each(databaseKinds)('requests while SMTP is down on %s', (kind) => {
  let t: TestApp;
  const received: { to: string[]; subject: string }[] = [];
  const state = { refuse: true };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        if (state.refuse) return callback(new Error('421 service not available'));
        const subject = raw.match(/^Subject: (.*)$/m)?.[1] ?? '';
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), subject });
        callback();
      });
    },
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    t = await createTestApp(kind, { mailTransport: smtpTransport(`smtp://127.0.0.1:${port}`) });
    await seedProviders(t);
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
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
    expect(received).toHaveLength(0);

    state.refuse = false;
    for (let i = 0; i < 8; i++) {
      t.clock.advance(120);
      await t.services.jobs.drain();
    }
    const admin = received.filter((m) => m.to.includes(t.config.ADMIN_EMAIL));
    const providers = received.filter((m) => m.subject.startsWith('New Aurum request'));
    expect(admin).toHaveLength(1);
    expect(providers).toHaveLength(matched.json().emailsSent);
    const confirmation = received.filter((m) => m.subject === 'Confirm your Aurum membership');
    expect(confirmation).toHaveLength(1);
    expect(received).toHaveLength(1 + 1 + providers.length);
  });
});
