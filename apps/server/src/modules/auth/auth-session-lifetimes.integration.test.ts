import type { Session } from '@aurum/shared/auth/session';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../../db/schema/auth';
import { bearer, confirmedMember } from '../../test/auth-fixtures';
import { sessionIdOf } from '../../test/session-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

const MINUTE = 60;

const userOf = (t: TestApp, session: Session) =>
  t.app.inject({ method: 'GET', url: '/auth/v1/user', headers: bearer(session) });
const refresh = (t: TestApp, session: Session) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=refresh_token',
    payload: { refresh_token: session.refresh_token },
  });
const stored = async (t: TestApp, session: Session) => {
  const [row] = await t.db
    .select({
      lastSeenAt: authSessions.lastSeenAt,
      revokedAt: authSessions.revokedAt,
      revokedReason: authSessions.revokedReason,
    })
    .from(authSessions)
    .where(eq(authSessions.id, sessionIdOf(session)));
  return row!;
};

describe.each(databaseKinds)('session lifetimes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Idle 10 minutes (shorter than an access token's hour), absolute 1 day.
    t = await createTestApp(kind, {
      env: { SESSION_IDLE_MINUTES: '10', SESSION_ABSOLUTE_DAYS: '1', SESSION_CACHE_SECONDS: '0' },
    });
  });
  afterAll(() => t.close());

  it('records the last use at most once a minute', async () => {
    const { session } = await confirmedMember(t);
    const signedInAt = t.clock.now().getTime();
    expect((await stored(t, session)).lastSeenAt).toBeNull();
    t.clock.advance(30);
    expect((await userOf(t, session)).statusCode).toBe(200);
    // Within a minute of the sign-in: nothing written.
    expect((await stored(t, session)).lastSeenAt).toBeNull();
    t.clock.advance(31);
    expect((await userOf(t, session)).statusCode).toBe(200);
    expect((await stored(t, session)).lastSeenAt?.getTime()).toBe(signedInAt + 61_000);
    t.clock.advance(50);
    for (let i = 0; i < 5; i++) expect((await userOf(t, session)).statusCode).toBe(200);
    expect((await stored(t, session)).lastSeenAt?.getTime()).toBe(signedInAt + 61_000);
    t.clock.advance(11);
    expect((await userOf(t, session)).statusCode).toBe(200);
    expect((await stored(t, session)).lastSeenAt?.getTime()).toBe(signedInAt + 122_000);
  });

  it('keeps a session in use past the idle lifetime', async () => {
    const { session } = await confirmedMember(t);
    for (let i = 0; i < 6; i++) {
      t.clock.advance(5 * MINUTE);
      expect((await userOf(t, session)).statusCode).toBe(200);
    }
    expect((await stored(t, session)).revokedAt).toBeNull();
  });

  it('ends a session unused for the idle lifetime, in the guard (401) and for good', async () => {
    const { session } = await confirmedMember(t);
    t.clock.advance(10 * MINUTE);
    const refused = await userOf(t, session);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'AUTH_INVALID_JWT' });
    expect(await stored(t, session)).toMatchObject({ revokedReason: 'idle_timeout' });
    expect((await refresh(t, session)).json()).toMatchObject({
      code: 'AUTH_INVALID_REFRESH_TOKEN',
    });
  });

  it('refuses the refresh of a session unused for the idle lifetime', async () => {
    const { session } = await confirmedMember(t);
    t.clock.advance(9 * MINUTE);
    const renewed = await refresh(t, session);
    expect(renewed.statusCode).toBe(200);
    t.clock.advance(10 * MINUTE + 1);
    const refused = await refresh(t, renewed.json() as Session);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'AUTH_INVALID_REFRESH_TOKEN' });
    expect(await stored(t, session)).toMatchObject({ revokedReason: 'idle_timeout' });
  });
});

describe.each(databaseKinds)('the absolute session lifetime on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Idle 2 days, so only the absolute lifetime (1 day) can end these sessions.
    t = await createTestApp(kind, {
      env: { SESSION_IDLE_MINUTES: String(2 * 24 * 60), SESSION_ABSOLUTE_DAYS: '1' },
    });
  });
  afterAll(() => t.close());

  it('refuses in the guard a day-old session with a fresh access token', async () => {
    const { session } = await confirmedMember(t);
    t.clock.advance(23.5 * 60 * MINUTE);
    const renewed = await refresh(t, session);
    expect(renewed.statusCode).toBe(200);
    const current = renewed.json() as Session;
    expect((await userOf(t, current)).statusCode).toBe(200);
    t.clock.advance(30 * MINUTE);
    // The access token is 30 minutes old (valid for an hour), but the session is a day old.
    const refused = await userOf(t, current);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'AUTH_INVALID_JWT' });
    expect(await stored(t, session)).toMatchObject({ revokedReason: 'absolute_timeout' });
    expect((await refresh(t, current)).statusCode).toBe(400);
  });

  it('refuses the refresh of a day-old session however recently used', async () => {
    const { session } = await confirmedMember(t);
    t.clock.advance(24 * 60 * MINUTE - 60);
    const renewed = await refresh(t, session);
    expect(renewed.statusCode).toBe(200);
    t.clock.advance(60);
    const refused = await refresh(t, renewed.json() as Session);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'AUTH_INVALID_REFRESH_TOKEN' });
    expect(await stored(t, session)).toMatchObject({ revokedReason: 'absolute_timeout' });
  });
});
