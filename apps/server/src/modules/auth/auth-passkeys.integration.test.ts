import { PASSKEY_NAME_MAX_LENGTH } from '@aurum/shared/auth/passkeys-rules';
import { PASSKEY_ERRORS } from '@aurum/shared/auth/passkeys-messages';
import type { Session } from '@aurum/shared/auth/session';
import { REAUTH_MINUTES } from '@aurum/shared/auth/auth-rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/auth';
import { passkeys } from '../../db/schema/auth-factors';
import { bearer, confirmedMember } from '../../test/auth-fixtures';
import {
  addPasskey,
  reauthenticate,
  signInWithPasskey,
  SoftwareAuthenticator,
} from '../../test/passkey-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

describe.each(databaseKinds)('passkeys of a member on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** A confirmed member who re-authenticated a moment ago. */
  async function member() {
    const { email, session } = await confirmedMember(t, 'Thandi Nkosi');
    await reauthenticate(t, session);
    return { email, session };
  }

  const list = async (session: Session) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/passkeys',
      headers: bearer(session),
    });
    expect(res.statusCode).toBe(200);
    return res.json().passkeys as { id: string; name: string; last_used_at: string | null }[];
  };

  const rename = (session: Session, id: string, name: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/auth/v1/passkeys/${id}`,
      headers: bearer(session),
      payload: { name },
    });

  const remove = (session: Session, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/auth/v1/passkeys/${id}`, headers: bearer(session) });

  const auditEvents = async (userId: string, event: string) =>
    t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.userId, userId), eq(auditLog.event, event)));

  it('adds passkeys only after re-authentication, for this site and this account', async () => {
    const { email, session } = await confirmedMember(t, 'Thandi Nkosi');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/passkeys/register/options',
      headers: bearer(session),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('AUTH_REAUTH_REQUIRED');

    await reauthenticate(t, session);
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/passkeys/register/options',
      headers: bearer(session),
    });
    expect(res.statusCode).toBe(200);
    const options = res.json();
    expect(options.rp).toEqual({ name: 'Aurum', id: 'aurum.test' });
    expect(options.user).toMatchObject({ name: email, displayName: 'Thandi Nkosi' });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required' });
    expect(options.attestation).toBe('none');
    expect(options.excludeCredentials).toEqual([]);
  });

  it('keeps several passkeys, named after the device unless the member names them', async () => {
    const { session } = await member();
    const phone = new SoftwareAuthenticator();
    const laptop = new SoftwareAuthenticator();
    const first = await addPasskey(t, session, phone);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ name: 'Chrome on Linux', last_used_at: null });
    t.clock.advance(60);
    const second = await addPasskey(t, session, laptop);
    expect(second.json().name).toBe('Chrome on Linux (2)');
    t.clock.advance(60);
    const named = await addPasskey(t, session, new SoftwareAuthenticator(), '  Work laptop ');
    expect(named.json().name).toBe('Work laptop');

    const passkeysNow = await list(session);
    expect(passkeysNow.map((p) => p.name)).toEqual([
      'Chrome on Linux',
      'Chrome on Linux (2)',
      'Work laptop',
    ]);
    expect(passkeysNow[0]).toEqual({
      id: first.json().id,
      name: 'Chrome on Linux',
      created_at: new Date(t.clock.now().getTime() - 120_000).toISOString(),
      last_used_at: null,
      synced: false,
    });
    expect(await auditEvents(session.user.id, 'passkey_added')).toHaveLength(3);

    // The browser is told which credentials the account has, so a device is not added twice.
    const options = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/passkeys/register/options',
      headers: bearer(session),
    });
    expect(options.json().excludeCredentials.map((c: { id: string }) => c.id)).toEqual([
      ...phone.credentialIds,
      ...laptop.credentialIds,
      expect.any(String),
    ]);
  });

  it('refuses a credential for another challenge, a spent one, an expired one or another site', async () => {
    const { session } = await member();
    const headers = bearer(session);
    const options = async () =>
      (
        await t.app.inject({ method: 'POST', url: '/auth/v1/passkeys/register/options', headers })
      ).json();
    const verify = (credential: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/v1/passkeys/register/verify',
        headers,
        payload: { credential },
      });

    const made = new SoftwareAuthenticator().create(await options());
    expect((await verify(made)).statusCode).toBe(200);
    const again = await verify(made);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'PASSKEY_CHALLENGE_EXPIRED',
      message: PASSKEY_ERRORS.PASSKEY_CHALLENGE_EXPIRED,
    });

    const invented = new SoftwareAuthenticator().create({
      ...(await options()),
      challenge: 'bm90LXRoZS1zZXJ2ZXJzLWNoYWxsZW5nZQ',
    });
    expect((await verify(invented)).json().code).toBe('PASSKEY_CHALLENGE_EXPIRED');

    const late = await options();
    t.clock.advance(5 * 60 + 1);
    await reauthenticate(t, session);
    expect((await verify(new SoftwareAuthenticator().create(late))).json().code).toBe(
      'PASSKEY_CHALLENGE_EXPIRED',
    );

    const phishing = new SoftwareAuthenticator('https://aurum.test.evil.example');
    const wrongSite = await verify(phishing.create(await options()));
    expect(wrongSite.statusCode).toBe(400);
    expect(wrongSite.json().code).toBe('PASSKEY_INVALID');
    expect(await list(session)).toHaveLength(1);
  });

  it("does not let another member use one member's registration challenge", async () => {
    const a = await member();
    const b = await member();
    const options = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/passkeys/register/options',
      headers: bearer(a.session),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/passkeys/register/verify',
      headers: bearer(b.session),
      payload: { credential: new SoftwareAuthenticator().create(options.json()) },
    });
    expect(res.json().code).toBe('PASSKEY_CHALLENGE_EXPIRED');
    expect(await list(b.session)).toEqual([]);
  });

  it('renames a passkey; names are checked; another member cannot rename it', async () => {
    const owner = await member();
    const other = await member();
    const { id } = (await addPasskey(t, owner.session, new SoftwareAuthenticator())).json();

    const res = await rename(owner.session, id, ' Grandma’s iPad ');
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Grandma’s iPad');
    expect((await list(owner.session))[0]!.name).toBe('Grandma’s iPad');
    expect(await auditEvents(owner.session.user.id, 'passkey_renamed')).toEqual([
      { details: { passkey_id: id, name: 'Grandma’s iPad' } },
    ]);

    for (const bad of [
      '',
      '   ',
      'x'.repeat(PASSKEY_NAME_MAX_LENGTH + 1),
      'a\u0000b',
      '\u202eevil',
      7,
      null,
    ]) {
      const refused = await rename(owner.session, id, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().code).toMatch(/^(VALIDATION_ERROR|INVALID_TEXT)$/);
    }

    const stranger = await rename(other.session, id, 'Mine now');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe('PASSKEY_NOT_FOUND');
    expect((await list(owner.session))[0]!.name).toBe('Grandma’s iPad');
    expect(await list(other.session)).toEqual([]);
    expect((await rename(owner.session, 'not-a-uuid', 'x')).statusCode).toBe(400);
  });

  it('removes a passkey after re-authentication: the row is gone and it no longer signs in', async () => {
    const owner = await member();
    const other = await member();
    const authenticator = new SoftwareAuthenticator();
    const { id } = (await addPasskey(t, owner.session, authenticator)).json();
    expect((await signInWithPasskey(t, authenticator)).statusCode).toBe(200);

    const byStranger = await remove(other.session, id);
    expect(byStranger.statusCode).toBe(404);
    expect(await list(owner.session)).toHaveLength(1);

    t.clock.advance(REAUTH_MINUTES * 60 + 1);
    const stale = await remove(owner.session, id);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('AUTH_REAUTH_REQUIRED');

    await reauthenticate(t, owner.session);
    expect((await remove(owner.session, id)).statusCode).toBe(204);
    expect(await list(owner.session)).toEqual([]);
    const rows = await t.db
      .select({ id: passkeys.id })
      .from(passkeys)
      .where(eq(passkeys.credentialId, authenticator.credentialIds[0]!));
    expect(rows).toEqual([]);
    expect(await auditEvents(owner.session.user.id, 'passkey_removed')).toHaveLength(1);

    const signIn = await signInWithPasskey(t, authenticator);
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().code).toBe('PASSKEY_INVALID');
    expect((await remove(owner.session, id)).statusCode).toBe(404);
  });

  it('answers strangers with 401 and bad bodies with 400, never a 500', async () => {
    const { session } = await member();
    const headers = bearer(session);
    for (const [method, url] of [
      ['GET', '/auth/v1/passkeys'],
      ['POST', '/auth/v1/passkeys/register/options'],
      ['POST', '/auth/v1/passkeys/register/verify'],
      ['DELETE', '/auth/v1/passkeys/6f1c2b8e-3d4a-4e5f-9a0b-1c2d3e4f5a6b'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
    const valid = new SoftwareAuthenticator().create(
      (
        await t.app.inject({ method: 'POST', url: '/auth/v1/passkeys/register/options', headers })
      ).json(),
    );
    const bodies: unknown[] = [
      {},
      { credential: null },
      { credential: 'x' },
      { credential: { ...valid, type: 'password' } },
      { credential: { ...valid, id: 'not base64url!' } },
      { credential: { ...valid, response: { ...valid.response, clientDataJSON: 'AAAA' } } },
      {
        credential: {
          ...valid,
          response: { ...valid.response, clientDataJSON: Buffer.from('[1]').toString('base64url') },
        },
      },
      { credential: { ...valid, response: { ...valid.response, attestationObject: 'AAAA' } } },
      { credential: valid, name: '' },
      {
        credential: {
          ...valid,
          response: { ...valid.response, attestationObject: 'A'.repeat(20_000) },
        },
      },
    ];
    for (const payload of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/v1/passkeys/register/verify',
        headers,
        payload: payload as object,
      });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(Object.keys(res.json())).toEqual(expect.arrayContaining(['code', 'message']));
    }
    expect(await list(session)).toEqual([]);
  });
});
