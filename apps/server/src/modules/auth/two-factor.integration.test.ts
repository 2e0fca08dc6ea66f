import { PENDING_SIGN_IN_TEXTS } from '@aurum/shared/auth/auth-messages';
import { TWO_FACTOR_TEXTS } from '@aurum/shared/auth/two-factor-texts';
import type { Session } from '@aurum/shared/auth/session';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/auth';
import { totpFactors } from '../../db/schema/auth-factors';
import { bearer, confirmedMember, GOOD_PASSWORD, signIn } from '../../test/auth-fixtures';
import { mailsTo } from '../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { PENDING_SIGN_IN_MINUTES } from './pending-sign-ins';
import { totpCodeAt } from './totp';
import { instanceFor } from '../../test/two-instances';

type Headers = Record<string, string>;

describe.each(databaseKinds)('two factors on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  // Each test starts 1 s into a fresh 30 s time step, a little ahead of the real clock.
  beforeEach(() => {
    const now = t.clock.now().getTime();
    t.clock.set(new Date((Math.floor(now / 30_000) + 2) * 30_000 + 1000));
  });

  const post = (url: string, headers: Headers, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const reauth = (headers: Headers) =>
    post('/auth/v1/reauthenticate', headers, { password: GOOD_PASSWORD });
  const code = (secret: string, offsetSteps = 0) =>
    totpCodeAt(secret, new Date(t.clock.now().getTime() + offsetSteps * 30_000));
  const verify = (mfa_token: string, type: string, value: string) =>
    post('/auth/v1/factors/verify', {}, { mfa_token, type, code: value });

  /** A member with an authenticator app on: its secret and first recovery codes. */
  async function enrolled() {
    const member = await confirmedMember(t);
    const headers = bearer(member.session);
    await reauth(headers);
    const started = await post('/auth/v1/factors/totp', headers);
    expect(started.statusCode).toBe(200);
    const { secret, uri, qr_code } = started.json();
    expect(uri).toMatch(/^otpauth:\/\/totp\/Aurum:/);
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    const confirmed = await post('/auth/v1/factors/totp/verify', headers, { code: code(secret) });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().recovery_codes as string[];
    // Past the step the first code spent (and its window), so any nearby code is fresh.
    t.clock.advance(90);
    return { ...member, headers, secret: secret as string, codes };
  }

  async function challenge(email: string) {
    const res = await signIn(t, email);
    expect(res.statusCode).toBe(200);
    return res;
  }

  it('enrols: the secret is sealed, the factor is on only after a first code, then sign-in asks for it', async () => {
    const member = await confirmedMember(t);
    const headers = bearer(member.session);
    expect((await post('/auth/v1/factors/totp', headers)).json().code).toBe('AUTH_REAUTH_REQUIRED');
    await reauth(headers);
    const { secret } = (await post('/auth/v1/factors/totp', headers)).json();
    const [row] = await t.db
      .select()
      .from(totpFactors)
      .where(eq(totpFactors.userId, member.session.user.id));
    expect(row!.sealedSecret).not.toContain(secret);
    expect(row!.confirmedAt).toBeNull();
    // Not on yet: the password alone still signs in.
    expect((await signIn(t, member.email)).json().access_token).toBeTruthy();
    const wrong = await post('/auth/v1/factors/totp/verify', headers, { code: '000000' });
    expect(wrong.json()).toMatchObject({
      code: 'AUTH_MFA_INVALID',
      message: TWO_FACTOR_TEXTS.invalid,
    });
    const ok = await post('/auth/v1/factors/totp/verify', headers, { code: code(secret) });
    expect(ok.json().recovery_codes).toHaveLength(10);
    expect((await t.app.inject({ url: '/auth/v1/factors', headers })).json()).toMatchObject({
      any_factor: true,
      totp: { enabled: true },
      recovery_codes: { remaining: 10 },
    });
    t.clock.advance(30);
    const res = await challenge(member.email);
    const body = res.json();
    expect(body).toMatchObject({ mfa_required: true, expires_in: PENDING_SIGN_IN_MINUTES * 60 });
    expect(body.factors).toEqual([{ type: 'totp' }, { type: 'recovery_code' }]);
    expect(body.access_token).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
    const session = await verify(body.mfa_token, 'totp', code(secret));
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ token_type: 'bearer', needs_onboarding: true });
    expect(String(session.headers['set-cookie'])).toContain('aurum_refresh=');
    const events = await t.db
      .select({ event: auditLog.event })
      .from(auditLog)
      .where(eq(auditLog.userId, member.session.user.id));
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['mfa_enrolled', 'recovery_codes_generated', 'mfa_verified']),
    );
  });

  it('refuses a wrong code and a replayed one; accepts one step of drift, not two', async () => {
    const { email, secret } = await enrolled();
    let { mfa_token } = (await challenge(email)).json();
    const wrong = await verify(mfa_token, 'totp', code(secret, 5));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('AUTH_MFA_INVALID');
    expect((await verify(mfa_token, 'totp', code(secret, -2))).json().code).toBe(
      'AUTH_MFA_INVALID',
    );
    expect((await verify(mfa_token, 'totp', code(secret, 2))).json().code).toBe('AUTH_MFA_INVALID');
    const used = code(secret, -1);
    expect((await verify(mfa_token, 'totp', used)).statusCode).toBe(200);
    // The same code again (RFC 6238 5.2), and an older step: refused.
    ({ mfa_token } = (await challenge(email)).json());
    expect((await verify(mfa_token, 'totp', used)).json().code).toBe('AUTH_MFA_INVALID');
    expect((await verify(mfa_token, 'totp', code(secret, 1))).statusCode).toBe(200);
    ({ mfa_token } = (await challenge(email)).json());
    expect((await verify(mfa_token, 'totp', code(secret))).json().code).toBe('AUTH_MFA_INVALID');
  });

  it('takes each recovery code once; 20 parallel uses of one challenge open one session', async () => {
    const { email, codes, headers } = await enrolled();
    let { mfa_token } = (await challenge(email)).json();
    expect((await verify(mfa_token, 'recovery_code', codes[0]!.toUpperCase())).statusCode).toBe(
      200,
    );
    ({ mfa_token } = (await challenge(email)).json());
    expect((await verify(mfa_token, 'recovery_code', codes[0]!)).json().code).toBe(
      'AUTH_MFA_INVALID',
    );
    ({ mfa_token } = (await challenge(email)).json());
    const race = await Promise.all(
      Array.from({ length: 20 }, () => verify(mfa_token, 'recovery_code', codes[1]!)),
    );
    expect(race.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(
      (await t.app.inject({ url: '/auth/v1/factors', headers })).json().recovery_codes,
    ).toEqual({
      remaining: 8,
    });
  });

  it('spends one recovery code once when 20 uses race (one conditional statement)', async () => {
    const { codes, session } = await enrolled();
    const repo = await import('./two-factor.repo');
    const { recoveryCodeHash } = await import('./recovery-codes');
    const hash = recoveryCodeHash(codes[2]!.replaceAll('-', ''));
    const results = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        repo.spendRecoveryCode((await instanceFor(t, i)).db, session.user.id, hash, t.clock.now()),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('regenerating voids the old set; codes are shown once and stored hashed', async () => {
    const { email, codes, headers } = await enrolled();
    t.clock.advance(6 * 60);
    expect((await post('/auth/v1/factors/recovery-codes', headers)).statusCode).toBe(403);
    await reauth(headers);
    const fresh = (await post('/auth/v1/factors/recovery-codes', headers)).json().recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(codes[3]);
    let { mfa_token } = (await challenge(email)).json();
    expect((await verify(mfa_token, 'recovery_code', codes[3]!)).json().code).toBe(
      'AUTH_MFA_INVALID',
    );
    ({ mfa_token } = (await challenge(email)).json());
    expect((await verify(mfa_token, 'recovery_code', fresh[0])).statusCode).toBe(200);
  });

  it('a challenge expires, and too many wrong codes void it', async () => {
    const { email, secret } = await enrolled();
    let { mfa_token } = (await challenge(email)).json();
    t.clock.advance(PENDING_SIGN_IN_MINUTES * 60 + 1);
    const late = await verify(mfa_token, 'totp', code(secret));
    expect(late.json()).toMatchObject({
      code: 'AUTH_MFA_EXPIRED',
      message: PENDING_SIGN_IN_TEXTS.expired,
    });
    ({ mfa_token } = (await challenge(email)).json());
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await verify(mfa_token, 'totp', '123456')).json().code);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('AUTH_MFA_INVALID'));
    expect(answers[4]).toMatch(/AUTH_MFA_TOO_MANY|AUTH_RATE_LIMITED/);
    expect((await verify(mfa_token, 'totp', code(secret))).statusCode).toBe(400);
  });

  it('bad bodies answer 400 with a code, never 500', async () => {
    for (const body of [
      {},
      { mfa_token: 'x', type: 'sms', code: '1' },
      { mfa_token: 'x', type: 'totp', code: 'abc' },
      { mfa_token: 'x', type: 'totp', code: 12 },
    ]) {
      const res = await post('/auth/v1/factors/verify', {}, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toHaveProperty('code');
    }
    expect((await verify('no-such-token', 'totp', '123456')).json().code).toBe('AUTH_MFA_EXPIRED');
    expect((await t.app.inject({ url: '/auth/v1/factors' })).statusCode).toBe(401);
  });

  it('a password reset keeps the factor and answers the same challenge', async () => {
    const { email, secret, headers } = await enrolled();
    await post('/auth/v1/recover', {}, { email });
    // The reset e-mail, not the notice that a factor was added (issue 32), which may be newer.
    const mail = (await mailsTo(t, email)).find((m) => m.text.includes('#token='));
    const token = mail!.text.match(/#token=([\w-]+)/)![1]!;
    const done = await post(
      '/auth/v1/recover/complete',
      {},
      { token, password: 'Harbour-Lights-77#' },
    );
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ mfa_required: true });
    expect(done.json().access_token).toBeUndefined();
    expect(done.headers['set-cookie']).toBeUndefined();
    // Every old session ended, the factor is still on.
    expect((await t.app.inject({ url: '/auth/v1/factors', headers })).statusCode).toBe(401);
    const session = await verify(done.json().mfa_token, 'totp', code(secret));
    expect(session.statusCode).toBe(200);
    const status = await t.app.inject({
      url: '/auth/v1/factors',
      headers: bearer(session.json() as Session),
    });
    expect(status.json().totp.enabled).toBe(true);
  });

  it('removing after re-auth really deletes; another member cannot touch your factors', async () => {
    const mine = await enrolled();
    const other = await confirmedMember(t);
    const otherHeaders = bearer(other.session);
    await reauth(otherHeaders);
    const theirs = await t.app.inject({
      method: 'DELETE',
      url: '/auth/v1/factors/totp',
      headers: otherHeaders,
    });
    expect(theirs.json().code).toBe('AUTH_MFA_NOT_ENROLLED');
    expect(
      (await t.app.inject({ url: '/auth/v1/factors', headers: otherHeaders })).json().totp.enabled,
    ).toBe(false);
    expect(
      (await t.app.inject({ url: '/auth/v1/factors', headers: mine.headers })).json().totp.enabled,
    ).toBe(true);
    t.clock.advance(6 * 60);
    const remove = () =>
      t.app.inject({ method: 'DELETE', url: '/auth/v1/factors/totp', headers: mine.headers });
    expect((await remove()).json().code).toBe('AUTH_REAUTH_REQUIRED');
    await reauth(mine.headers);
    expect((await remove()).statusCode).toBe(204);
    const rows = await t.db
      .select()
      .from(totpFactors)
      .where(eq(totpFactors.userId, mine.session.user.id));
    expect(rows).toHaveLength(0);
    expect(
      (await t.app.inject({ url: '/auth/v1/factors', headers: mine.headers })).json().recovery_codes
        .remaining,
    ).toBe(0);
    expect((await signIn(t, mine.email)).json().access_token).toBeTruthy();
  });
});
