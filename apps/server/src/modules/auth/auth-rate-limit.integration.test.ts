import { AUTH_ERRORS } from '@aurum/shared/auth/auth-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmedMember,
  GOOD_PASSWORD,
  signIn,
  signUp,
  uniqueEmail,
} from '../../test/auth-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

describe.each(databaseKinds)('the sign-in rate limit on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { AUTH_IP_RATE_LIMIT_ATTEMPTS: '12' } });
  });
  afterAll(() => t.close());

  it('counts down failed attempts, blocks for 30 minutes after 5, then lets the member in', async () => {
    const { email } = await confirmedMember(t);
    const ip = '10.0.0.1';
    const remaining: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await signIn(t, email, 'Wrong-Password-1!', ip);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'AUTH_INVALID', message: AUTH_ERRORS.AUTH_INVALID });
      remaining.push(res.json().attempts_remaining);
      t.clock.advance(60);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);

    const locked = await signIn(t, email, GOOD_PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'AUTH_RATE_LIMITED',
      message: AUTH_ERRORS.AUTH_RATE_LIMITED,
      attempts_remaining: 0,
    });
    // Blocked at the 5th failure, one minute ago: 29 minutes remain.
    expect(locked.json().retry_after_seconds).toBe(29 * 60);
    expect(locked.headers['retry-after']).toBe(String(29 * 60));

    t.clock.advance(29 * 60 - 1);
    expect((await signIn(t, email, GOOD_PASSWORD, ip)).statusCode).toBe(429);
    t.clock.advance(1);
    expect((await signIn(t, email, GOOD_PASSWORD, ip)).statusCode).toBe(200);
    // Success starts the count afresh.
    const next = await signIn(t, email, 'Wrong-Password-1!', ip);
    expect(next.json().attempts_remaining).toBe(4);
  });

  it('forgets failures older than the 15-minute window', async () => {
    const { email } = await confirmedMember(t);
    for (let i = 0; i < 4; i++) await signIn(t, email, 'Wrong-Password-1!', '10.0.0.2');
    t.clock.advance(15 * 60);
    const res = await signIn(t, email, 'Wrong-Password-1!', '10.0.0.2');
    expect(res.json().attempts_remaining).toBe(4);
  });

  it('limits one address trying many accounts (credential stuffing)', async () => {
    const ip = '10.0.0.3';
    const answers: number[] = [];
    for (let i = 0; i < 13; i++) {
      answers.push((await signIn(t, uniqueEmail('stuffed'), 'Guess-Password-1!', ip)).statusCode);
    }
    expect(answers.slice(0, 12).every((status) => status === 400)).toBe(true);
    expect(answers[12]).toBe(429);
    const elsewhere = await signIn(t, uniqueEmail('stuffed'), 'Guess-Password-1!', '10.0.0.4');
    expect(elsewhere.statusCode).toBe(400);
  });

  it('limits sign-up attempts per e-mail to 5 in 15 minutes', async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signUp(t, email, 'Password123!')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    t.clock.advance(30 * 60);
    expect((await signUp(t, email)).statusCode).toBe(200);
  });
});

/** A failed sign-in that reached the server through a proxy at `proxy`. */
const viaProxy = (t: TestApp, proxy: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    payload: { email: uniqueEmail('stuffed'), password: 'Guess-Password-1!' },
    remoteAddress: proxy,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe.each(databaseKinds)('the per-address limit behind a proxy on %s', (kind) => {
  // TRUST_PROXY=true is one trusted hop; the others name the hops or the proxy's address.
  const proxy = '10.9.9.9';
  it.each(['true', '1', '2', '10.9.9.0/24'])(
    'with TRUST_PROXY=%s, blocks one client however it fills X-Forwarded-For',
    async (trustProxy) => {
      const t = await createTestApp(kind, {
        env: { TRUST_PROXY: trustProxy, AUTH_IP_RATE_LIMIT_ATTEMPTS: '6' },
      });
      try {
        // The client is 198.51.100.7, as the nearest proxy saw it; with two trusted hops an outer
        // proxy (203.0.113.9) saw it and the nearest proxy appended the outer proxy's address.
        const twoHops = trustProxy === '2';
        const client = twoHops ? '198.51.100.7, 203.0.113.9' : '198.51.100.7';
        const statuses: number[] = [];
        for (let i = 0; i < 8; i++) {
          const spoofed = `${i}.${i}.${i}.${i}, 172.16.0.${i}`;
          statuses.push((await viaProxy(t, proxy, `${spoofed}, ${client}`)).statusCode);
        }
        expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429, 429]);
        // Another client behind the same proxy has its own count.
        const other = twoHops ? '198.51.100.8, 203.0.113.10' : '198.51.100.8';
        expect((await viaProxy(t, proxy, `1.1.1.1, ${other}`)).statusCode).toBe(400);
      } finally {
        await t.close();
      }
    },
  );

  it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
    const t = await createTestApp(kind, {
      env: { TRUST_PROXY: '10.9.9.0/24', AUTH_IP_RATE_LIMIT_ATTEMPTS: '3' },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await viaProxy(t, '192.0.2.50', `198.51.100.${i}`)).statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await t.close();
    }
  });
});
