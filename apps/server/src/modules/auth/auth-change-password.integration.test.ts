import { AUTH_ERRORS, REAUTH_TEXTS } from '@aurum/shared/auth/auth-messages';
import { REAUTH_MINUTES } from '@aurum/shared/auth/auth-rules';
import { VALIDATION_MESSAGES } from '@aurum/shared/auth/auth-contract';
import type { Session } from '@aurum/shared/auth/session';
import { sql } from 'drizzle-orm';
import type { InjectPayload } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  confirmedMember,
  GOOD_PASSWORD,
  latestMailTo,
  signIn,
} from '../../test/auth-fixtures';
import { rowsOf } from '../../db/client';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

const NEW_PASSWORD = 'Harbour-Lights-77#';

const reauthenticate = (t: TestApp, session: Session, password = GOOD_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/v1/reauthenticate',
    headers: bearer(session),
    payload: { password },
  });

const updateUser = (t: TestApp, session: Session, payload: InjectPayload) =>
  t.app.inject({ method: 'PUT', url: '/auth/v1/user', headers: bearer(session), payload });

/** The member's audit entries of one event, newest first. */
async function auditOf(t: TestApp, session: Session, event: string) {
  return rowsOf<{ details: Record<string, unknown> }>(
    await t.db.execute(
      sql`select details from audit_log where user_id = ${session.user.id} and event = ${event} order by created_at desc`,
    ),
  );
}

describe.each(databaseKinds)('changing the password from the profile on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('asks for re-authentication first, and again once it is older than REAUTH_MINUTES', async () => {
    const { email, session } = await confirmedMember(t);
    const first = await updateUser(t, session, { password: NEW_PASSWORD });
    expect(first.statusCode).toBe(403);
    expect(first.json()).toEqual({ code: 'AUTH_REAUTH_REQUIRED', message: REAUTH_TEXTS.required });
    expect((await reauthenticate(t, session)).statusCode).toBe(200);
    t.clock.advance(REAUTH_MINUTES * 60 + 1);
    expect((await updateUser(t, session, { password: NEW_PASSWORD })).statusCode).toBe(403);
    expect((await signIn(t, email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('changes it: the old password fails, the new one works, the address is told, others counted', async () => {
    const { email, session } = await confirmedMember(t);
    // Other devices: the one the confirmation link signed in, and two more sign-ins.
    await signIn(t, email);
    await signIn(t, email);
    await reauthenticate(t, session);
    const res = await updateUser(t, session, { password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { id: session.user.id, email }, other_sessions: 3 });

    expect((await signIn(t, email, GOOD_PASSWORD)).json().code).toBe('AUTH_INVALID');
    expect((await signIn(t, email, NEW_PASSWORD)).statusCode).toBe(200);
    const mail = await latestMailTo(t, email);
    expect(mail?.subject).toBe('Your Aurum password was changed');
    expect(mail?.text).toContain('Forgot password?');
    const [entry] = await auditOf(t, session, 'password_changed');
    expect(entry?.details).toMatchObject({ via: 'profile', other_sessions: 3 });
    // This session stays signed in; the others too, until the member ends them.
    const me = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: bearer(session),
    });
    expect(me.statusCode).toBe(200);
  });

  it('refuses weak and common passwords with the sign-up messages, changing nothing', async () => {
    const { email, session } = await confirmedMember(t);
    await reauthenticate(t, session);
    const weak = await updateUser(t, session, { password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      code: 'AUTH_WEAK_PASSWORD',
      message: AUTH_ERRORS.AUTH_WEAK_PASSWORD,
      errors: { password: VALIDATION_MESSAGES.passwordTooShort },
    });
    const common = await updateUser(t, session, { password: 'Password123!' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      code: 'AUTH_WEAK_PASSWORD',
      errors: { password: VALIDATION_MESSAGES.passwordCommon },
    });
    expect((await signIn(t, email, GOOD_PASSWORD)).statusCode).toBe(200);
    expect(await auditOf(t, session, 'password_changed')).toHaveLength(0);
  });

  it('answers bad bodies with 400 (never a 500) and strangers with 401', async () => {
    const { session } = await confirmedMember(t);
    await reauthenticate(t, session);
    const bodies: InjectPayload[] = [
      {},
      [],
      ['password'],
      { password: 42 },
      { password: NEW_PASSWORD, email: 'new@example.co.za' },
      { password: NEW_PASSWORD, role: 'staff' },
      { password: 'x'.repeat(5000) },
    ];
    for (const body of bodies) {
      const res = await updateUser(t, session, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toHaveProperty('code');
      expect(res.json()).toHaveProperty('message');
    }
    const stranger = await t.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      payload: { password: NEW_PASSWORD },
    });
    expect(stranger.statusCode).toBe(401);
  });

  it("changes only the token's own account, and another session's re-authentication does not count", async () => {
    const a = await confirmedMember(t);
    const b = await confirmedMember(t);
    await reauthenticate(t, a.session);
    // B's session did not re-authenticate: A's proof is of no use to it.
    expect((await updateUser(t, b.session, { password: NEW_PASSWORD })).statusCode).toBe(403);
    await reauthenticate(t, b.session);
    expect((await updateUser(t, b.session, { password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await signIn(t, a.email, GOOD_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(t, b.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await auditOf(t, a.session, 'password_changed')).toHaveLength(0);
  });
});
