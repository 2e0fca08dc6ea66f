import type { Session } from '@aurum/shared/auth/session';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/auth';
import { bearer, confirmedMember } from '../../test/auth-fixtures';
import {
  addPasskey,
  reauthenticate,
  signInOptions,
  signInWithPasskey,
  SoftwareAuthenticator,
  verifySignIn,
} from '../../test/passkey-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { RelyingParty } from './passkey-ceremonies';
import { PasskeysService } from './passkeys.service';
import { PENDING_SIGN_IN_ATTEMPTS, PendingSignIns } from './pending-sign-ins';
import { ReauthenticationService } from './reauthentication.service';
import { SignInLimits } from './sign-in-limits';
import { onTwoInstances } from '../../test/two-instances';

describe.each(databaseKinds)('signing in with a passkey on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** A confirmed member with one passkey on `authenticator`. */
  async function memberWithPasskey(authenticator = new SoftwareAuthenticator()) {
    const { email, session } = await confirmedMember(t);
    await reauthenticate(t, session);
    const added = await addPasskey(t, session, authenticator);
    if (added.statusCode !== 200) throw new Error(added.body);
    return { email, session, authenticator, passkeyId: added.json().id as string };
  }

  const events = async (userId: string, event: string) =>
    t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.userId, userId), eq(auditLog.event, event)));

  it('signs in with a passkey alone: a session as the password gives, cookies and all', async () => {
    const { session: first, authenticator, passkeyId } = await memberWithPasskey();
    const options = await signInOptions(t);
    expect(options.rpId).toBe('aurum.test');
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials ?? []).toEqual([]);

    t.clock.advance(30);
    const res = await verifySignIn(t, authenticator.get(options));
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session).toMatchObject({
      token_type: 'bearer',
      user: { id: first.user.id, email: first.user.email },
      needs_onboarding: expect.any(Boolean),
    });
    expect(String(res.headers['set-cookie'])).toMatch(/aurum_refresh=[^;]+;.*HttpOnly/);
    const me = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: bearer(session),
    });
    expect(me.json().id).toBe(first.user.id);

    const listed = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/passkeys',
      headers: bearer(session),
    });
    expect(listed.json().passkeys[0].last_used_at).toBe(t.clock.now().toISOString());
    expect(await events(first.user.id, 'passkey_signin')).toEqual([
      { details: { passkey_id: passkeyId, name: 'Chrome on Linux' } },
    ]);
  });

  it('refuses a replayed answer, a counter that went back, an expired challenge', async () => {
    const { authenticator } = await memberWithPasskey();
    const answer = authenticator.get(await signInOptions(t));
    expect((await verifySignIn(t, answer)).statusCode).toBe(200);
    const replay = await verifySignIn(t, answer);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('PASSKEY_CHALLENGE_EXPIRED');

    // Two answers signed in turn (counters 2 and 3): the later one used first, the earlier refused.
    const earlier = authenticator.get(await signInOptions(t));
    const later = authenticator.get(await signInOptions(t));
    expect((await verifySignIn(t, later)).statusCode).toBe(200);
    const cloned = await verifySignIn(t, earlier);
    expect(cloned.statusCode).toBe(400);
    expect(cloned.json().code).toBe('PASSKEY_INVALID');

    const slow = await signInOptions(t);
    t.clock.advance(5 * 60 + 1);
    expect((await verifySignIn(t, authenticator.get(slow))).json().code).toBe(
      'PASSKEY_CHALLENGE_EXPIRED',
    );
  });

  it('lets one of 20 simultaneous uses of an answer through', async () => {
    const { authenticator } = await memberWithPasskey();
    const answer = authenticator.get(await signInOptions(t));
    const results = await onTwoInstances(t, () =>
      Promise.all(Array.from({ length: 20 }, () => verifySignIn(t, answer))),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(19);
  });

  it('accepts passkeys that do not count (synced ones) again and again', async () => {
    const { authenticator } = await memberWithPasskey(
      new SoftwareAuthenticator(undefined, { counts: false }),
    );
    expect((await signInWithPasskey(t, authenticator)).statusCode).toBe(200);
    expect((await signInWithPasskey(t, authenticator)).statusCode).toBe(200);
  });

  it("refuses another member's credential, a passkey without user verification", async () => {
    const victim = await memberWithPasskey();
    const thief = await memberWithPasskey();
    // The thief's own key signs, but claims the victim's credential.
    const forged = thief.authenticator.get(await signInOptions(t));
    const claim = {
      ...forged,
      id: victim.authenticator.credentialIds[0],
      rawId: victim.authenticator.credentialIds[0],
    };
    const res = await verifySignIn(t, claim);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PASSKEY_INVALID');
    expect(await events(victim.session.user.id, 'signin_failed')).toHaveLength(1);
    expect(await events(victim.session.user.id, 'passkey_signin')).toEqual([]);

    const careless = new SoftwareAuthenticator(undefined, { verifiesUser: false });
    await memberWithPasskey(careless);
    expect((await signInWithPasskey(t, careless)).json().code).toBe('PASSKEY_INVALID');
  });

  it('refuses an account whose e-mail is not confirmed, as the password does', async () => {
    const { session, authenticator } = await memberWithPasskey();
    await t.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, session.user.id));
    const res = await signInWithPasskey(t, authenticator);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('AUTH_EMAIL_NOT_CONFIRMED');
  });

  it('answers bad bodies with 400, never a 500', async () => {
    const { authenticator } = await memberWithPasskey(
      new SoftwareAuthenticator(undefined, { counts: false }),
    );
    const valid = authenticator.get(await signInOptions(t));
    const bodies: unknown[] = [
      {},
      { credential: [] },
      { credential: { ...valid, response: {} } },
      { credential: { ...valid, response: { ...valid.response, signature: '' } } },
      { credential: { ...valid, response: { ...valid.response, userHandle: 'x'.repeat(500) } } },
      { credential: { ...valid, response: { ...valid.response, authenticatorData: 'AAAA' } } },
      { credential: { ...valid, id: 'AAAA', rawId: 'AAAA' } },
      { credential: { ...valid, response: { ...valid.response, clientDataJSON: 'e30' } } },
    ];
    for (const url of ['/auth/v1/passkeys/signin/verify', '/auth/v1/passkeys/challenge/verify']) {
      for (const payload of [...bodies, { mfa_token: 7, credential: valid }]) {
        const res = await t.app.inject({ method: 'POST', url, payload: payload as object });
        expect(res.statusCode, `${url} ${JSON.stringify(payload).slice(0, 100)}`).toBe(400);
        expect(Object.keys(res.json())).toEqual(expect.arrayContaining(['code', 'message']));
      }
    }
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/passkeys/challenge',
      payload: {},
    });
    expect(noToken.statusCode).toBe(400);
  });

  describe('as the second factor', () => {
    const open = (userId: string) =>
      new PendingSignIns(t.db).open(userId, 'password', t.clock.now());

    const challenge = (mfaToken: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/v1/passkeys/challenge',
        payload: { mfa_token: mfaToken },
      });
    const verify = (mfaToken: string, credential: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/v1/passkeys/challenge/verify',
        payload: { mfa_token: mfaToken, credential },
      });

    it("offers the account's passkeys and opens the session for the right one, once", async () => {
      const member = await memberWithPasskey();
      // A second passkey: both are offered.
      const spare = new SoftwareAuthenticator();
      await addPasskey(t, member.session, spare);
      const { mfa_token } = await open(member.session.user.id);
      const res = await challenge(mfa_token);
      expect(res.statusCode).toBe(200);
      const options = res.json();
      expect(options.allowCredentials.map((c: { id: string }) => c.id).sort()).toEqual(
        [...member.authenticator.credentialIds, ...spare.credentialIds].sort(),
      );

      const answer = member.authenticator.get(options);
      const done = await verify(mfa_token, answer);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({
        user: { id: member.session.user.id },
        needs_onboarding: expect.any(Boolean),
      });
      expect(String(done.headers['set-cookie'])).toMatch(/aurum_refresh=/);
      expect(await events(member.session.user.id, 'mfa_verified')).toEqual([
        { details: { factor: 'passkey', passkey_id: member.passkeyId } },
      ]);

      const again = await verify(mfa_token, answer);
      expect(again.statusCode).toBe(400);
      expect(again.json().code).toBe('AUTH_MFA_EXPIRED');
    });

    it("refuses another member's passkey, counts it, and voids the sign-in after too many", async () => {
      const member = await memberWithPasskey();
      const other = await memberWithPasskey();
      const { mfa_token } = await open(member.session.user.id);
      const options = (await challenge(mfa_token)).json();
      // The other member's passkey, answering this very challenge.
      const foreign = other.authenticator.get({ ...options, allowCredentials: [] });
      for (let i = 1; i < PENDING_SIGN_IN_ATTEMPTS; i += 1) {
        const res = await verify(mfa_token, foreign);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('PASSKEY_INVALID');
      }
      const last = await verify(mfa_token, foreign);
      expect(last.json().code).toBe('AUTH_MFA_TOO_MANY');
      expect(await events(member.session.user.id, 'mfa_challenge_failed')).toHaveLength(
        PENDING_SIGN_IN_ATTEMPTS,
      );
      // Voided: not even the right passkey opens it now.
      const right = await verify(mfa_token, member.authenticator.get(options));
      expect(right.json().code).toBe('AUTH_MFA_EXPIRED');
    });

    it('needs a challenge first, a passkey on the account, and a live mfa_token', async () => {
      const member = await memberWithPasskey();
      const { mfa_token } = await open(member.session.user.id);
      const early = await verify(mfa_token, member.authenticator.get(await signInOptions(t)));
      expect(early.json().code).toBe('PASSKEY_CHALLENGE_EXPIRED');

      // An answer to a sign-in challenge is not an answer to this one.
      await challenge(mfa_token);
      const wrongChallenge = await verify(
        mfa_token,
        member.authenticator.get(await signInOptions(t)),
      );
      expect(wrongChallenge.json().code).toBe('PASSKEY_INVALID');

      const { session: bare } = await confirmedMember(t);
      const none = await challenge((await open(bare.user.id)).mfa_token);
      expect(none.statusCode).toBe(400);
      expect(none.json().code).toBe('PASSKEY_NONE');

      const unknown = await challenge('no-such-token');
      expect(unknown.json().code).toBe('AUTH_MFA_EXPIRED');
      t.clock.advance(5 * 60 + 1);
      expect((await challenge(mfa_token)).json().code).toBe('AUTH_MFA_EXPIRED');
    });

    it('tells the factor list whether an account has passkeys', async () => {
      const passkeys = new PasskeysService(
        t.db,
        t.clock,
        new RelyingParty(t.config.SITE_URL),
        new ReauthenticationService(t.db, t.clock, new SignInLimits(t.db, t.config)),
      );
      const member = await memberWithPasskey();
      const { session: bare }: { session: Session } = await confirmedMember(t);
      expect(await passkeys.hasPasskeys(member.session.user.id)).toBe(true);
      expect(await passkeys.hasPasskeys(bare.user.id)).toBe(false);
    });
  });
});
