import { AUTH_ERRORS, RECOVERY_TEXTS } from '@aurum/shared/auth/auth-messages';
import { VALIDATION_MESSAGES } from '@aurum/shared/auth/auth-contract';
import type { Session } from '@aurum/shared/auth/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  confirmedMember,
  GOOD_PASSWORD,
  latestMailTo,
  signIn,
  uniqueEmail,
} from '../../test/auth-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { onTwoInstances } from '../../test/two-instances';

const NEW_PASSWORD = 'Harbour-Lights-77#';

const recover = (t: TestApp, email: string, ip = '10.1.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/auth/v1/recover',
    payload: { email },
    remoteAddress: ip,
  });

const complete = (t: TestApp, token: string, password = NEW_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/auth/v1/recover/complete', payload: { token, password } });

/** Every e-mail in the dev mailbox, after the outbox ran. */
async function mailbox(t: TestApp) {
  await t.services.jobs.drain();
  const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
  return res.json() as { to: string; subject: string; text: string }[];
}

/** The token of the newest reset link sent to `email`. */
async function resetToken(t: TestApp, email: string) {
  const mail = await latestMailTo(t, email);
  expect(mail?.subject).toBe('Reset your Aurum password');
  const match = mail!.text.match(/http:\/\/aurum\.test\/auth\/reset#token=([\w-]+)/);
  if (!match) throw new Error(`no reset link in: ${mail!.text}`);
  return match[1]!;
}

const refreshWith = (t: TestApp, session: Session) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=refresh_token',
    payload: { refresh_token: session.refresh_token },
  });

describe.each(databaseKinds)('forgotten password on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers an unknown address exactly as a known one, and sends it nothing', async () => {
    const { email } = await confirmedMember(t);
    const unknown = uniqueEmail('nobody');
    const known = await recover(t, email);
    const stranger = await recover(t, unknown);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.body).toBe(known.body);
    expect(stranger.json()).toEqual({});
    const mails = await mailbox(t);
    expect(mails.filter((m) => m.to === unknown)).toHaveLength(0);
    expect(mails.filter((m) => m.to === email && m.subject.startsWith('Reset'))).toHaveLength(1);
  });

  it('refuses a malformed address with the catalogue message', async () => {
    const res = await recover(t, 'not-an-address');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'AUTH_INVALID_EMAIL',
      message: AUTH_ERRORS.AUTH_INVALID_EMAIL,
    });
  });

  it('resets with the link: old sessions end, old password fails, new one works, this device is in', async () => {
    const { email, session: old } = await confirmedMember(t);
    const other = (await signIn(t, email)).json() as Session;
    await recover(t, email);
    const token = await resetToken(t, email);

    const res = await complete(t, token);
    expect(res.statusCode).toBe(200);
    const session = res.json() as Session;
    expect(session.user.email).toBe(email);
    expect(String(res.headers['set-cookie'])).toMatch(/aurum_refresh=.*HttpOnly/i);
    const me = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: bearer(session),
    });
    expect(me.statusCode).toBe(200);

    for (const ended of [old, other]) {
      expect((await refreshWith(t, ended)).statusCode).toBe(400);
      const user = await t.app.inject({
        method: 'GET',
        url: '/auth/v1/user',
        headers: bearer(ended),
      });
      expect(user.statusCode).toBe(401);
    }
    expect((await signIn(t, email, GOOD_PASSWORD)).json().code).toBe('AUTH_INVALID');
    expect((await signIn(t, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('accepts a link once, and only the newest one', async () => {
    const { email } = await confirmedMember(t);
    await recover(t, email);
    const first = await resetToken(t, email);
    await recover(t, email);
    const second = await resetToken(t, email);
    expect(second).not.toBe(first);

    const voided = await complete(t, first);
    expect(voided.statusCode).toBe(400);
    expect(voided.json()).toEqual({
      code: 'AUTH_LINK_INVALID',
      message: RECOVERY_TEXTS.linkInvalid,
    });
    expect((await complete(t, second)).statusCode).toBe(200);
    const reused = await complete(t, second, 'Another-Garden-88$');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('AUTH_LINK_INVALID');
    expect((await complete(t, 'made-up-token')).json().code).toBe('AUTH_LINK_INVALID');
  });

  it('refuses a link after an hour', async () => {
    const { email } = await confirmedMember(t);
    await recover(t, email);
    const token = await resetToken(t, email);
    t.clock.advance(61 * 60);
    const res = await complete(t, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'AUTH_LINK_INVALID',
      message: RECOVERY_TEXTS.linkInvalid,
    });
    expect((await signIn(t, email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('lets exactly one of 20 parallel uses of a link through', async () => {
    const { email } = await confirmedMember(t);
    await recover(t, email);
    const token = await resetToken(t, email);
    const answers = await onTwoInstances(t, () =>
      Promise.all(Array.from({ length: 20 }, () => complete(t, token))),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(19);
    for (const res of answers.filter((answer) => answer.statusCode === 400)) {
      expect(res.json().code).toBe('AUTH_LINK_INVALID');
    }
  });

  it('refuses weak and common passwords with the sign-up messages, keeping the link', async () => {
    const { email } = await confirmedMember(t);
    await recover(t, email);
    const token = await resetToken(t, email);
    const weak = await complete(t, token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      code: 'AUTH_WEAK_PASSWORD',
      message: AUTH_ERRORS.AUTH_WEAK_PASSWORD,
      errors: { password: VALIDATION_MESSAGES.passwordTooShort },
    });
    const common = await complete(t, token, 'Password123!');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      code: 'AUTH_WEAK_PASSWORD',
      errors: { password: VALIDATION_MESSAGES.passwordCommon },
    });
    expect((await complete(t, token)).statusCode).toBe(200);
  });

  it('limits requests per address like sign-in, with the same 429 answer', async () => {
    const { email } = await confirmedMember(t);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await recover(t, email, `10.2.0.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await recover(t, email, '10.2.0.9');
    expect(limited.json()).toMatchObject({
      code: 'AUTH_RATE_LIMITED',
      message: AUTH_ERRORS.AUTH_RATE_LIMITED,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // An unknown address is limited the same way.
    const unknown = uniqueEmail('nobody');
    const unknownStatuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      unknownStatuses.push((await recover(t, unknown, `10.3.0.${i}`)).statusCode);
    }
    expect(unknownStatuses).toEqual(statuses);
  });
});

describe.each(databaseKinds)('the per-address limit of reset requests on %s', (kind) => {
  it('limits one address asking for many accounts', async () => {
    const t = await createTestApp(kind, { env: { AUTH_IP_RATE_LIMIT_ATTEMPTS: '4' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await recover(t, uniqueEmail('many'), '10.4.0.1')).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});
