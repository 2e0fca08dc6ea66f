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
