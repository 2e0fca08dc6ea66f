import type { Session } from '@aurum/shared/auth/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmedMember, GOOD_PASSWORD, signIn } from '../../test/auth-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { REFRESH_RETRY_SECONDS } from './refresh-rotation';
import { onTwoInstances } from '../../test/two-instances';

describe.each(databaseKinds)('sessions, refresh and sign-out on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const refresh = (refreshToken?: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: refreshToken ? { refresh_token: refreshToken } : {},
      ...(cookie ? { cookies: { aurum_refresh: cookie } } : {}),
    });
  const user = (session: Session) =>
    t.app.inject({ method: 'GET', url: '/auth/v1/user', headers: bearer(session) });

  it('signs in with the spec session shape and a one-hour access token', async () => {
    const { email, session } = await confirmedMember(t, 'Lerato Dube');
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.expires_at).toBe(Math.floor(t.clock.now().getTime() / 1000) + 3600);
    expect(session.user).toMatchObject({ email, user_metadata: { name: 'Lerato Dube' } });
    const me = await user(session);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(session.user);
  });

  it('refuses /user without a token, with a forged one, and after the hour', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/auth/v1/user' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      code: 'AUTH_SESSION_MISSING',
      message: 'Auth session missing!',
    });

    const { session } = await confirmedMember(t);
    const [head, , signature] = session.access_token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: session.user.id, sid: 'x', role: 'staff' }),
    ).toString('base64url');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${head}.${forgedPayload}.${signature}` },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('AUTH_INVALID_JWT');

    t.clock.advance(3601);
    expect((await user(session)).statusCode).toBe(401);
  });

  it('rotates refresh tokens: each is single use and a reused one revokes the family', async () => {
    const { session } = await confirmedMember(t);
    const first = await refresh(session.refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = first.json() as Session;
    expect(rotated.refresh_token).not.toBe(session.refresh_token);
    expect((await user(rotated)).statusCode).toBe(200);

    const reuse = await refresh(session.refresh_token);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('AUTH_INVALID_REFRESH_TOKEN');
    // The whole family is gone: the newer refresh token and its access token no longer work.
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(400);
    expect((await user(rotated)).statusCode).toBe(401);
  });

  it('exchanges a refresh token sent 20 times at once once; the rest are reuse and end the session', async () => {
    const { session } = await confirmedMember(t);
    const answers = await onTwoInstances(t, () =>
      Promise.all(Array.from({ length: 20 }, () => refresh(session.refresh_token))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200,
      ...Array<number>(19).fill(400),
    ]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json() as Session;
    expect((await refresh(winner.refresh_token)).statusCode).toBe(400);
    expect((await user(winner)).statusCode).toBe(401);
  });

  it('exchanges a cookie sent twice at once once, and the second counts as a lost answer', async () => {
    const { session } = await confirmedMember(t);
    t.clock.advance(1);
    const answers = await Promise.all([
      refresh(undefined, session.refresh_token),
      refresh(undefined, session.refresh_token),
    ]);
    // Both arrive within the retry window while the first one's token is unused: the second is
    // taken for a browser whose answer was lost, and the first one's token is retired.
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const sessions = answers.map((answer) => answer.json() as Session);
    expect(sessions[0]!.refresh_token).not.toBe(sessions[1]!.refresh_token);
    // Nothing was taken for a theft: the session goes on.
    for (const next of sessions) expect((await user(next)).statusCode).toBe(200);
  });

  describe('a browser whose refresh answer never arrived (ADR 003)', () => {
    /** The cookie exchanged once, its answer (the new cookie) lost on the way. */
    async function lostAnswer() {
      const { session } = await confirmedMember(t);
      t.clock.advance(1);
      const lost = await refresh(undefined, session.refresh_token);
      expect(lost.statusCode).toBe(200);
      t.clock.advance(1);
      return { sent: session.refresh_token, lost: lost.json() as Session };
    }

    it('may send its cookie once more, and the token it never received is retired', async () => {
      const { sent, lost } = await lostAnswer();
      const retry = await refresh(undefined, sent);
      expect(retry.statusCode).toBe(200);
      const session = retry.json() as Session;
      expect(session.refresh_token).not.toBe(lost.refresh_token);
      expect((await user(session)).statusCode).toBe(200);
      // Someone holding the token the browser never received is caught: the family ends.
      expect((await refresh(undefined, lost.refresh_token)).statusCode).toBe(400);
      expect((await user(session)).statusCode).toBe(401);
    });

    it('gets one retry only', async () => {
      const { sent } = await lostAnswer();
      const retry = (await refresh(undefined, sent)).json() as Session;
      t.clock.advance(1);
      expect((await refresh(undefined, sent)).statusCode).toBe(400);
      expect((await refresh(undefined, retry.refresh_token)).statusCode).toBe(400);
    });

    it('not once the new token was used, nor after ten seconds, nor in the request body', async () => {
      const used = await lostAnswer();
      const next = await refresh(undefined, used.lost.refresh_token);
      expect(next.statusCode).toBe(200);
      expect((await refresh(undefined, used.sent)).statusCode).toBe(400);
      expect((await user(next.json() as Session)).statusCode).toBe(401);

      const late = await lostAnswer();
      t.clock.advance(REFRESH_RETRY_SECONDS);
      expect((await refresh(undefined, late.sent)).statusCode).toBe(400);
      expect((await refresh(undefined, late.lost.refresh_token)).statusCode).toBe(400);

      const body = await lostAnswer();
      expect((await refresh(body.sent)).statusCode).toBe(400);
      expect((await refresh(undefined, body.lost.refresh_token)).statusCode).toBe(400);
    });
  });

  it('refreshes from the HttpOnly cookie when no token is sent', async () => {
    const { session } = await confirmedMember(t);
    const res = await refresh(undefined, session.refresh_token);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(
      /aurum_refresh=.+; .*HttpOnly.*SameSite=Strict/i,
    );
    expect(String(res.headers['set-cookie'])).toMatch(
      /aurum_session=1; Max-Age=\d+; Path=\/; SameSite=Strict/,
    );
    const none = await refresh();
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('AUTH_INVALID_REFRESH_TOKEN');
  });

  it('signs out this device (local), the others, or everywhere (global)', async () => {
    const { email } = await confirmedMember(t);
    const devices = await Promise.all(
      [1, 2, 3].map(async () => (await signIn(t, email, GOOD_PASSWORD)).json() as Session),
    );
    const [a, b, c] = devices as [Session, Session, Session];
    const logout = (session: Session, scope: string) =>
      t.app.inject({
        method: 'POST',
        url: `/auth/v1/logout?scope=${scope}`,
        headers: bearer(session),
      });

    expect((await logout(a, 'local')).statusCode).toBe(204);
    expect((await user(a)).statusCode).toBe(401);
    expect((await user(b)).statusCode).toBe(200);

    expect((await logout(b, 'others')).statusCode).toBe(204);
    expect((await user(b)).statusCode).toBe(200);
    expect((await user(c)).statusCode).toBe(401);
    expect((await refresh(c.refresh_token)).statusCode).toBe(400);

    const d = (await signIn(t, email)).json() as Session;
    expect((await logout(d, 'global')).statusCode).toBe(204);
    expect((await user(b)).statusCode).toBe(401);
    expect((await user(d)).statusCode).toBe(401);

    const bad = await logout((await signIn(t, email)).json() as Session, 'everyone');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });

  it('keeps one member out of another member session', async () => {
    const one = await confirmedMember(t);
    const other = await confirmedMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/logout?scope=global',
      headers: bearer(one.session),
    });
    expect(res.statusCode).toBe(204);
    expect((await user(other.session)).statusCode).toBe(200);
    expect((await user(other.session)).json().id).toBe(other.session.user.id);
  });
});
