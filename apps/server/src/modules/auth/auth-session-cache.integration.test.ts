import type { Session } from '@aurum/shared/auth/session';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SealedBox } from '../../platform/crypto/sealed-box';
import { TEST_TOTP_SECRET } from '../../test/two-factor-fixtures';
import { createStaffAccount } from '../../cli/staff-account';
import type { DatabaseHandle } from '../../db/client';
import { authSessions } from '../../db/schema/auth';
import { bearer, confirmedMember, signIn } from '../../test/auth-fixtures';
import {
  createTestApp,
  databaseKinds,
  type TestApp,
  twoInstancesOnPostgres,
} from '../../test/test-app';

const CACHE_SECONDS = 30;

const userOf = (t: TestApp, session: Session) =>
  t.app.inject({ method: 'GET', url: '/auth/v1/user', headers: bearer(session) });
const signOut = (t: TestApp, session: Session, scope: 'local' | 'others' | 'global') =>
  t.app.inject({ method: 'POST', url: `/auth/v1/logout?scope=${scope}`, headers: bearer(session) });
const refresh = (t: TestApp, refreshToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=refresh_token',
    payload: { refresh_token: refreshToken },
  });
const staffOnly = (t: TestApp, session: Session) =>
  t.app.inject({ method: 'GET', url: '/api/admin/members', headers: bearer(session) });

/** Ends a session behind the server's back, as a database operator would. */
const revokeInDatabase = (t: TestApp, session: Session) =>
  t.db
    .update(authSessions)
    .set({ revokedAt: t.clock.now(), revokedReason: 'test' })
    .where(eq(authSessions.userId, session.user.id));

/** The guard answers within a few milliseconds of a NOTIFY; waiting for it is not a timing claim. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000 });

describe.each(databaseKinds)('the session cache of the auth guard on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { SESSION_CACHE_SECONDS: String(CACHE_SECONDS) } });
  });
  afterAll(() => t.close());

  it('answers a session it looked up lately from memory, for a short while', async () => {
    const { session } = await confirmedMember(t);
    expect((await userOf(t, session)).statusCode).toBe(200);
    await revokeInDatabase(t, session);
    // A change made behind the server's back is seen once the entry is older than its lifetime.
    expect((await userOf(t, session)).statusCode).toBe(200);
    t.clock.advance(CACHE_SECONDS);
    expect((await userOf(t, session)).statusCode).toBe(401);
  });

  it('refuses a signed-out session at once, whichever scope signed it out', async () => {
    const { email, session: phone } = await confirmedMember(t);
    const laptop = (await signIn(t, email)).json() as Session;
    const tablet = (await signIn(t, email)).json() as Session;
    for (const session of [phone, laptop, tablet]) {
      expect((await userOf(t, session)).statusCode).toBe(200);
    }

    expect((await signOut(t, phone, 'local')).statusCode).toBe(204);
    expect((await userOf(t, phone)).statusCode).toBe(401);
    expect((await userOf(t, laptop)).statusCode).toBe(200);

    expect((await signOut(t, laptop, 'others')).statusCode).toBe(204);
    expect((await userOf(t, tablet)).statusCode).toBe(401);
    expect((await userOf(t, laptop)).statusCode).toBe(200);

    expect((await signOut(t, laptop, 'global')).statusCode).toBe(204);
    const refused = await userOf(t, laptop);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'AUTH_INVALID_JWT' });
  });

  it('refuses the access token of a session whose spent refresh token came back', async () => {
    const { session } = await confirmedMember(t);
    expect((await userOf(t, session)).statusCode).toBe(200);
    const rotated = await refresh(t, session.refresh_token);
    expect(rotated.statusCode).toBe(200);
    expect((await refresh(t, session.refresh_token)).statusCode).toBe(400);
    expect((await userOf(t, session)).statusCode).toBe(401);
    expect((await userOf(t, rotated.json() as Session)).statusCode).toBe(401);
  });

  it('sees a role given by the staff CLI on the next requests', async () => {
    const { email, session } = await confirmedMember(t);
    expect((await userOf(t, session)).json()).toMatchObject({ role: 'member' });
    expect((await staffOnly(t, session)).statusCode).toBe(403);

    // With an authenticator app: the console opens only for staff with a factor (ADR 052).
    const promoted = await createStaffAccount(
      t.db,
      { email, promote: true, totpSecret: TEST_TOTP_SECRET },
      t.clock.now(),
      new SealedBox(t.config.DATA_ENCRYPTION_KEY),
    );
    expect(promoted).toMatchObject({ ok: true, action: 'promoted' });
    await eventually(async () => {
      expect((await userOf(t, session)).json()).toMatchObject({ role: 'staff' });
    });
    expect((await staffOnly(t, session)).statusCode).toBe(200);
  });

  it('keeps nothing with SESSION_CACHE_SECONDS=0', async () => {
    const uncached = await createTestApp(kind, { env: { SESSION_CACHE_SECONDS: '0' } });
    try {
      const { session } = await confirmedMember(uncached);
      expect((await userOf(uncached, session)).statusCode).toBe(200);
      await revokeInDatabase(uncached, session);
      expect((await userOf(uncached, session)).statusCode).toBe(401);
    } finally {
      await uncached.close();
    }
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('the session cache with two instances on one PostgreSQL', () => {
  let instances: Awaited<ReturnType<typeof twoInstancesOnPostgres>>;
  let database: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    instances = await twoInstancesOnPostgres({
      env: { SESSION_CACHE_SECONDS: String(CACHE_SECONDS) },
    });
    ({ database, a, b } = instances);
  });
  afterAll(() => instances?.close());

  it('refuses on one instance a session that signed out on the other', async () => {
    const { email, session } = await confirmedMember(a);
    const other = (await signIn(a, email)).json() as Session;
    for (const instance of [a, b]) {
      expect((await userOf(instance, session)).statusCode).toBe(200);
      expect((await userOf(instance, other)).statusCode).toBe(200);
    }

    expect((await signOut(b, session, 'local')).statusCode).toBe(204);
    await eventually(async () => expect((await userOf(a, session)).statusCode).toBe(401));
    expect((await userOf(a, other)).statusCode).toBe(200);

    expect((await signOut(a, other, 'global')).statusCode).toBe(204);
    await eventually(async () => expect((await userOf(b, other)).statusCode).toBe(401));
  });

  it('refuses on one instance a session revoked for refresh-token reuse on the other', async () => {
    const { session } = await confirmedMember(a);
    expect((await userOf(a, session)).statusCode).toBe(200);
    expect((await refresh(b, session.refresh_token)).statusCode).toBe(200);
    expect((await refresh(b, session.refresh_token)).statusCode).toBe(400);
    await eventually(async () => expect((await userOf(a, session)).statusCode).toBe(401));
  });

  it('exchanges a refresh token sent 20 times at once to both instances once, and ends its session', async () => {
    const { session } = await confirmedMember(a);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => refresh(i % 2 ? a : b, session.refresh_token)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    // One exchange wins; every other one is a reuse of a spent token, which ends the family.
    expect(codes).toEqual([200, ...Array<number>(19).fill(400)]);
    for (const answer of answers.filter((answer) => answer.statusCode === 400))
      expect(answer.json().code).toBe('AUTH_INVALID_REFRESH_TOKEN');
    const winner = answers.find((answer) => answer.statusCode === 200)!.json() as Session;
    expect((await refresh(a, winner.refresh_token)).statusCode).toBe(400);
    for (const instance of [a, b])
      await eventually(async () => expect((await userOf(instance, winner)).statusCode).toBe(401));
  });

  it('sees on both instances a role given by the staff CLI', async () => {
    const { email, session } = await confirmedMember(a);
    for (const instance of [a, b]) {
      expect((await staffOnly(instance, session)).statusCode).toBe(403);
    }
    await createStaffAccount(
      database.db,
      { email, promote: true, totpSecret: TEST_TOTP_SECRET },
      a.clock.now(),
      new SealedBox(a.config.DATA_ENCRYPTION_KEY),
    );
    for (const instance of [a, b]) {
      await eventually(async () =>
        expect((await staffOnly(instance, session)).statusCode).toBe(200),
      );
    }
  });
});
