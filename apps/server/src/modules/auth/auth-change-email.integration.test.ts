import { ACCOUNT_TEXTS } from '@aurum/shared/auth/account-texts';
import { AUTH_ERRORS } from '@aurum/shared/auth/auth-messages';
import type { Session } from '@aurum/shared/auth/session';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
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

const reauthenticate = (t: TestApp, session: Session) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/v1/reauthenticate',
    headers: bearer(session),
    payload: { password: GOOD_PASSWORD },
  });

/** Re-authenticates and asks to move the account to `email`. */
async function requestChange(t: TestApp, session: Session, email: string) {
  await reauthenticate(t, session);
  return t.app.inject({
    method: 'PUT',
    url: '/auth/v1/user',
    headers: bearer(session),
    payload: { email },
  });
}

/** The token of the newest change link sent to `email`. */
async function changeToken(t: TestApp, email: string) {
  const mail = await latestMailTo(t, email);
  expect(mail?.subject).toBe('Confirm your new Aurum email address');
  const match = mail!.text.match(
    /http:\/\/aurum\.test\/auth\/v1\/user\/email\/confirm\?token=([\w-]+)/,
  );
  if (!match) throw new Error(`no change link in: ${mail!.text}`);
  return match[1]!;
}

const follow = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: `/auth/v1/user/email/confirm?token=${token}` });
const confirm = (t: TestApp, token: unknown) =>
  t.app.inject({ method: 'POST', url: '/auth/v1/user/email/confirm', payload: { token } });

const me = async (t: TestApp, session: Session) =>
  (await t.app.inject({ method: 'GET', url: '/auth/v1/user', headers: bearer(session) })).json();

async function profileEmail(t: TestApp, userId: string) {
  const [row] = rowsOf<{ email: string }>(
    await t.db.execute(sql`select email from profiles where id = ${userId}`),
  );
  return row?.email;
}

describe.each(databaseKinds)('changing the e-mail address on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('asks for re-authentication first', async () => {
    const { session } = await confirmedMember(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: bearer(session),
      payload: { email: uniqueEmail('new') },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('AUTH_REAUTH_REQUIRED');
  });

  it('changes the address only when the link is followed; the old address is told at once', async () => {
    const { email, session } = await confirmedMember(t, 'Thandi');
    const newEmail = uniqueEmail('moved');
    const res = await requestChange(t, session, newEmail.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { email }, new_email: newEmail });

    const notice = await latestMailTo(t, email);
    expect(notice?.subject).toBe('A change of your Aurum email address was requested');
    expect(notice?.text).toContain(newEmail);
    expect(notice?.text).toContain('If this was not you');
    const token = await changeToken(t, newEmail);
    expect((await me(t, session)).email).toBe(email);
    expect((await signIn(t, newEmail)).json().code).toBe('AUTH_INVALID');

    const followed = await follow(t, token);
    expect(followed.statusCode).toBe(303);
    expect(followed.headers.location).toBe('http://aurum.test/profile#type=email_change');

    // The session stays signed in and sees the new address at once; the next refresh's token too.
    expect((await me(t, session)).email).toBe(newEmail);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refreshed.json().user.email).toBe(newEmail);
    const claims = t.services.auth.tokens.verify(refreshed.json().access_token, t.clock.now());
    expect(claims?.email).toBe(newEmail);
    expect(await profileEmail(t, session.user.id)).toBe(newEmail);
    expect((await signIn(t, email)).json().code).toBe('AUTH_INVALID');
    expect((await signIn(t, newEmail)).statusCode).toBe(200);

    const audit = rowsOf<{ event: string; details: Record<string, unknown> }>(
      await t.db.execute(
        sql`select event, details from audit_log where user_id = ${session.user.id} and event like 'email_change%' order by created_at`,
      ),
    );
    expect(audit).toEqual([
      { event: 'email_change_requested', details: { new_email: newEmail } },
      { event: 'email_changed', details: { from: email, to: newEmail } },
    ]);
  });

  it('accepts a link once, only the newest one, and not after CONFIRMATION_LINK_HOURS', async () => {
    const { session } = await confirmedMember(t);
    const first = uniqueEmail('first');
    await requestChange(t, session, first);
    const voided = await changeToken(t, first);
    const second = uniqueEmail('second');
    await requestChange(t, session, second);
    const token = await changeToken(t, second);

    const old = await confirm(t, voided);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({
      code: 'AUTH_LINK_INVALID',
      message: ACCOUNT_TEXTS.emailLinkInvalid,
    });
    expect((await confirm(t, token)).json()).toEqual({ email: second });
    const reused = await follow(t, token);
    expect(reused.headers.location).toMatch(/^http:\/\/aurum\.test\/profile#error=access_denied/);
    expect(
      new URLSearchParams(reused.headers.location!.split('#')[1]).get('error_description'),
    ).toBe(ACCOUNT_TEXTS.emailLinkInvalid);

    const later = uniqueEmail('later');
    await requestChange(t, session, later);
    const expiring = await changeToken(t, later);
    t.clock.advance(t.config.CONFIRMATION_LINK_HOURS * 3600 + 1);
    expect((await confirm(t, expiring)).json().code).toBe('AUTH_LINK_INVALID');
    expect((await signIn(t, second)).statusCode).toBe(200);
    expect((await signIn(t, later)).json().code).toBe('AUTH_INVALID');
    for (const bad of ['', 42, null, 'x'.repeat(500), 'made-up']) {
      const res = await confirm(t, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().code).toBe('AUTH_LINK_INVALID');
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/auth/v1/user/email/confirm' })).statusCode,
    ).toBe(303);
  });

  it('refuses a taken address, its own address and a bad one, when asked and when confirmed', async () => {
    const a = await confirmedMember(t);
    const b = await confirmedMember(t);
    const taken = await requestChange(t, a.session, b.email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'AUTH_EMAIL_EXISTS',
      message: AUTH_ERRORS.AUTH_EMAIL_EXISTS,
    });
    const same = await requestChange(t, a.session, a.email);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      code: 'AUTH_EMAIL_UNCHANGED',
      message: ACCOUNT_TEXTS.emailUnchanged,
    });
    const bad = await requestChange(t, a.session, 'not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('AUTH_INVALID_EMAIL');

    // Taken between the request and the link: nothing changes, the link is not spent.
    const wanted = uniqueEmail('wanted');
    await requestChange(t, a.session, wanted);
    const token = await changeToken(t, wanted);
    await requestChange(t, b.session, wanted);
    expect((await confirm(t, await changeToken(t, wanted))).statusCode).toBe(200);
    const late = await confirm(t, token);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('AUTH_EMAIL_EXISTS');
    const lateLink = await follow(t, token);
    expect(new URLSearchParams(lateLink.headers.location!.split('#')[1]).get('error_code')).toBe(
      'email_exists',
    );
    expect((await me(t, a.session)).email).toBe(a.email);
    expect((await me(t, b.session)).email).toBe(wanted);
  });

  it('lets exactly one of 20 accounts confirming the same new address at once win', async () => {
    const wanted = uniqueEmail('race');
    const members = [];
    for (let i = 0; i < 20; i++) members.push(await confirmedMember(t));
    const tokens: string[] = [];
    for (const member of members) {
      expect((await requestChange(t, member.session, wanted)).statusCode).toBe(200);
      tokens.push(await changeToken(t, wanted));
    }
    const answers = await onTwoInstances(t, () =>
      Promise.all(tokens.map((token) => confirm(t, token))),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const owners = rowsOf<{ id: string }>(
      await t.db.execute(sql`select id from users where email = ${wanted}`),
    );
    expect(owners).toHaveLength(1);
    const winner = members[statuses.indexOf(200)]!;
    expect(owners[0]!.id).toBe(winner.session.user.id);
  });

  it('lets 20 parallel uses of one link through once', async () => {
    const { session } = await confirmedMember(t);
    const wanted = uniqueEmail('once');
    await requestChange(t, session, wanted);
    const token = await changeToken(t, wanted);
    const answers = await onTwoInstances(t, () =>
      Promise.all(Array.from({ length: 20 }, () => confirm(t, token))),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(19);
  });

  it("changes only the token's own account", async () => {
    const a = await confirmedMember(t);
    const b = await confirmedMember(t);
    await reauthenticate(t, a.session);
    // A re-authenticated, B did not: B's token cannot ask for a change, A's account is untouched.
    const res = await t.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: bearer(b.session),
      payload: { email: uniqueEmail('hijack') },
    });
    expect(res.statusCode).toBe(403);
    const wanted = uniqueEmail('own');
    expect((await requestChange(t, b.session, wanted)).statusCode).toBe(200);
    await confirm(t, await changeToken(t, wanted));
    expect((await me(t, a.session)).email).toBe(a.email);
    expect((await me(t, b.session)).email).toBe(wanted);
  });

  it('limits change requests per account like sign-in', async () => {
    const { session } = await confirmedMember(t);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await requestChange(t, session, uniqueEmail('many'))).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
