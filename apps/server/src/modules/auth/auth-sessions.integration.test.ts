import type { MemberSession } from '@aurum/shared/auth/sessions-contract';
import type { Session } from '@aurum/shared/auth/session';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, authSessions } from '../../db/schema/auth';
import { signedInAs } from '../../test/admin-fixtures';
import { bearer, confirmedMember } from '../../test/auth-fixtures';
import { IPHONE, MAC_CHROME, sessionIdOf, signInFrom } from '../../test/session-fixtures';
import {
  createTestApp,
  databaseKinds,
  type TestApp,
  twoInstancesOnPostgres,
} from '../../test/test-app';
import { onTwoInstances } from '../../test/two-instances';

const listSessions = (t: TestApp, session: Session) =>
  t.app.inject({ method: 'GET', url: '/auth/v1/sessions', headers: bearer(session) });
const endSession = (t: TestApp, session: Session, id: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/auth/v1/sessions/${id}`,
    headers: { ...bearer(session), 'user-agent': MAC_CHROME },
  });
const userOf = (t: TestApp, session: Session) =>
  t.app.inject({ method: 'GET', url: '/auth/v1/user', headers: bearer(session) });
const endAllByStaff = (t: TestApp, headers: Record<string, string>, memberId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/members/${memberId}/sessions`, headers });

/** A member signed in on a Mac (Chrome) and an iPhone (Safari, from a home network). */
async function memberOnTwoDevices(t: TestApp) {
  const { email, session } = await confirmedMember(t);
  // Only the two devices stay signed in (the sign-up's link and first sign-in end here).
  await t.app.inject({ method: 'POST', url: '/auth/v1/logout', headers: bearer(session) });
  const laptop = await signInFrom(t, email, MAC_CHROME, '41.13.5.9');
  const phone = await signInFrom(t, email, IPHONE, '192.168.1.20');
  return { email, laptop, phone };
}

describe.each(databaseKinds)('signed-in devices on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('lists the member’s devices with parsed names, this one marked and first', async () => {
    const { laptop } = await memberOnTwoDevices(t);
    const res = await listSessions(t, laptop);
    expect(res.statusCode).toBe(200);
    const sessions = res.json() as MemberSession[];
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      browser: 'Chrome 120',
      os: 'macOS',
      device: 'desktop',
      location: 'Unknown location',
      current: true,
    });
    expect(sessions.find((s) => s.browser === 'Safari 17')).toMatchObject({
      os: 'iOS 17.1',
      device: 'mobile',
      location: 'Private network',
      current: false,
    });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions[0]!.signed_in_at).toBe(t.clock.now().toISOString());
    expect(JSON.stringify(sessions)).not.toContain('41.13.5.9');
  });

  it('ends one of the member’s own devices, at once, audited', async () => {
    const { laptop, phone } = await memberOnTwoDevices(t);
    expect((await userOf(t, phone)).statusCode).toBe(200);
    const phoneId = sessionIdOf(phone);
    expect((await endSession(t, laptop, phoneId)).statusCode).toBe(204);
    const refused = await userOf(t, phone);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'AUTH_INVALID_JWT' });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: phone.refresh_token },
    });
    expect(refresh.json()).toMatchObject({ code: 'AUTH_INVALID_REFRESH_TOKEN' });
    expect((await userOf(t, laptop)).statusCode).toBe(200);
    const listed = (await listSessions(t, laptop)).json() as MemberSession[];
    expect(listed.map((s) => s.id)).not.toContain(phoneId);
    const [row] = await t.db
      .select({ details: auditLog.details, userAgent: auditLog.userAgent })
      .from(auditLog)
      .where(and(eq(auditLog.userId, laptop.user.id), eq(auditLog.event, 'session_ended')));
    expect(row).toMatchObject({ details: { sessionId: phoneId }, userAgent: MAC_CHROME });
    // Ending it again: it is no longer there.
    expect((await endSession(t, laptop, phoneId)).statusCode).toBe(404);
  });

  it('ends a device once when asked 20 times at once', async () => {
    const { laptop, phone } = await memberOnTwoDevices(t);
    const answers = await onTwoInstances(t, () =>
      Promise.all(Array.from({ length: 20 }, () => endSession(t, laptop, sessionIdOf(phone)))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      204,
      ...Array<number>(19).fill(404),
    ]);
    const rows = await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.userId, laptop.user.id), eq(auditLog.event, 'session_ended')));
    expect(rows).toHaveLength(1);
  });

  it('ends every other device with logout?scope=others', async () => {
    const { laptop, phone } = await memberOnTwoDevices(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/logout?scope=others',
      headers: bearer(laptop),
    });
    expect(res.statusCode).toBe(204);
    expect((await userOf(t, phone)).statusCode).toBe(401);
    const listed = (await listSessions(t, laptop)).json() as MemberSession[];
    expect(listed).toEqual([expect.objectContaining({ current: true })]);
  });

  it('answers 404 for another member’s session and leaves it signed in', async () => {
    const { laptop } = await memberOnTwoDevices(t);
    const stranger = await memberOnTwoDevices(t);
    const res = await endSession(t, laptop, sessionIdOf(stranger.phone));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'That session was not found.' });
    expect((await userOf(t, stranger.phone)).statusCode).toBe(200);
    const [row] = await t.db
      .select({ revokedAt: authSessions.revokedAt })
      .from(authSessions)
      .where(eq(authSessions.id, sessionIdOf(stranger.phone)));
    expect(row!.revokedAt).toBeNull();
    expect(
      ((await listSessions(t, laptop)).json() as MemberSession[]).map((s) => s.id),
    ).not.toContain(sessionIdOf(stranger.phone));
  });

  it('refuses a malformed id and a signed-out caller', async () => {
    const { laptop } = await memberOnTwoDevices(t);
    const bad = await endSession(t, laptop, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await t.app.inject({ method: 'GET', url: '/auth/v1/sessions' })).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: `/auth/v1/sessions/${sessionIdOf(laptop)}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets staff end every session of a member, audited with the staff id; members get 403', async () => {
    const { laptop, phone } = await memberOnTwoDevices(t);
    const member = await signedInAs(t, 'member');
    expect((await endAllByStaff(t, member.headers, laptop.user.id)).statusCode).toBe(403);
    expect((await userOf(t, laptop)).statusCode).toBe(200);

    const staff = await signedInAs(t, 'staff');
    const res = await endAllByStaff(t, staff.headers, laptop.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    expect((await userOf(t, laptop)).statusCode).toBe(401);
    expect((await userOf(t, phone)).statusCode).toBe(401);
    // Staff's own session is untouched.
    expect((await userOf(t, staff.session)).statusCode).toBe(200);
    const [row] = await t.db
      .select({ details: auditLog.details, userAgent: auditLog.userAgent })
      .from(auditLog)
      .where(
        and(eq(auditLog.userId, laptop.user.id), eq(auditLog.event, 'sessions_ended_by_staff')),
      );
    expect(row).toEqual({
      details: { staffId: staff.session.user.id, revoked: 2 },
      userAgent: null,
    });

    const unknown = await endAllByStaff(t, staff.headers, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect((await endAllByStaff(t, staff.headers, 'nope')).statusCode).toBe(400);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('ending a device with two instances on one PostgreSQL', () => {
  let instances: Awaited<ReturnType<typeof twoInstancesOnPostgres>>;
  beforeAll(async () => {
    instances = await twoInstancesOnPostgres({ env: { SESSION_CACHE_SECONDS: '30' } });
  });
  afterAll(() => instances?.close());

  it('refuses on the other instance, at once, a session ended on one', async () => {
    const { a, b } = instances;
    const { laptop, phone } = await memberOnTwoDevices(a);
    // Instance B has the phone's session in its cache.
    expect((await userOf(b, phone)).statusCode).toBe(200);
    expect((await endSession(a, laptop, sessionIdOf(phone))).statusCode).toBe(204);
    await vi.waitFor(async () => expect((await userOf(b, phone)).statusCode).toBe(401), {
      timeout: 10_000,
    });
    expect((await userOf(b, laptop)).statusCode).toBe(200);
  });

  it('refuses on both instances a member whose sessions staff ended', async () => {
    const { a, b } = instances;
    const { laptop, phone } = await memberOnTwoDevices(a);
    for (const instance of [a, b]) expect((await userOf(instance, phone)).statusCode).toBe(200);
    const staff = await signedInAs(a, 'staff');
    expect((await endAllByStaff(a, staff.headers, laptop.user.id)).statusCode).toBe(200);
    for (const session of [laptop, phone])
      await vi.waitFor(async () => expect((await userOf(b, session)).statusCode).toBe(401), {
        timeout: 10_000,
      });
  });
});
