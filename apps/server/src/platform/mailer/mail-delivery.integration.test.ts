import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../../test/auth-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { smtpTransport } from './mail-transport';

/** A real SMTP server on loopback that can be told to refuse mail. */
async function startSmtp() {
  const received: { to: string[]; raw: string }[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        if (state.refuse) return callback(new Error('451 try again later'));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { server, received, state, url: `smtp://127.0.0.1:${port}` };
}

describe.each(databaseKinds)('e-mail through the outbox and SMTP on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(kind, { mailTransport: smtpTransport(smtp.url) });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
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
});
