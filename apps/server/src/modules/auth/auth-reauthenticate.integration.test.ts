import { REAUTH_TEXTS } from '@aurum/shared/auth/auth-messages';
import { REAUTH_MINUTES } from '@aurum/shared/auth/auth-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmedMember, GOOD_PASSWORD } from '../../test/auth-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { ReauthenticationService } from './reauthentication.service';
import { SignInLimits } from './sign-in-limits';

describe.each(databaseKinds)('re-authentication on %s', (kind) => {
  let t: TestApp;
  let reauthentication: ReauthenticationService;
  beforeAll(async () => {
    t = await createTestApp(kind);
    reauthentication = new ReauthenticationService(t.db, t.clock, new SignInLimits(t.db, t.config));
  });
  afterAll(() => t.close());

  const reauthenticate = (headers: Record<string, string>, password: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/v1/reauthenticate',
      headers,
      payload: { password },
    });

  it('accepts the password again for REAUTH_MINUTES on this session only', async () => {
    const { session } = await confirmedMember(t);
    const claims = t.services.auth.tokens.verify(session.access_token, t.clock.now())!;
    await expect(reauthentication.requireRecent(claims)).rejects.toMatchObject({
      code: 'AUTH_REAUTH_REQUIRED',
      status: 403,
    });
    const res = await reauthenticate(bearer(session), GOOD_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().reauthenticated_until)).toBe(
      t.clock.now().getTime() + REAUTH_MINUTES * 60_000,
    );
    await expect(reauthentication.requireRecent(claims)).resolves.toBeUndefined();
    t.clock.advance(REAUTH_MINUTES * 60 + 1);
    await expect(reauthentication.requireRecent(claims)).rejects.toMatchObject({
      code: 'AUTH_REAUTH_REQUIRED',
    });
  });

  it('refuses a wrong password with attempts left, bad bodies with 400, strangers with 401', async () => {
    const { session } = await confirmedMember(t);
    const wrong = await reauthenticate(bearer(session), 'Not-My-Password-1!');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'AUTH_REAUTH_INVALID',
      message: REAUTH_TEXTS.invalid,
    });
    expect(wrong.json().attempts_remaining).toBeGreaterThanOrEqual(0);
    for (const bad of ['', 42, null, 'x'.repeat(2000)]) {
      const res = await reauthenticate(bearer(session), bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toHaveProperty('code');
    }
    expect((await reauthenticate({}, GOOD_PASSWORD)).statusCode).toBe(401);
  });
});
