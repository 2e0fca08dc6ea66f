import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { type AccessClaims, AccessTokens, hashToken, newOpaqueToken } from './tokens';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const ISSUER = 'http://aurum.test';
const NOW = new Date('2025-03-01T10:00:00.000Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
const claims: AccessClaims = {
  userId: '7b0c5f0e-5a43-4e8f-9d55-0b2a3c1e9f10',
  sessionId: 'c2a9e2f4-3d1b-4b6a-8f0e-6d5c4b3a2f1e',
  role: 'member',
  email: 'jane@example.com',
};

const decodePart = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
const encodePart = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('AccessTokens', () => {
  const tokens = new AccessTokens(SECRET, ISSUER);

  it('gives back the claims it signed, valid for one hour', async () => {
    const signed = await tokens.sign(claims, NOW);
    expect(signed.expiresIn).toBe(3600);
    expect(signed.expiresAt).toBe(NOW.getTime() / 1000 + 3600);
    expect(await tokens.verify(signed.token, NOW)).toEqual(claims);
    expect(await tokens.verify(signed.token, later(3599))).toEqual(claims);
  });

  it('carries the Supabase-style registered claims in an HS256 JWT', async () => {
    const { token } = await tokens.sign(claims, NOW);
    const [header, payload] = token.split('.');
    expect(decodePart(header!)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decodePart(payload!)).toMatchObject({
      sub: claims.userId,
      sid: claims.sessionId,
      role: 'member',
      email: claims.email,
      iss: ISSUER,
      aud: 'authenticated',
      iat: NOW.getTime() / 1000,
      exp: NOW.getTime() / 1000 + 3600,
    });
  });

  it('refuses a token once 3600 seconds have passed', async () => {
    const { token } = await tokens.sign(claims, NOW);
    expect(await tokens.verify(token, later(3600))).toBeNull();
    expect(await tokens.verify(token, later(24 * 3600))).toBeNull();
  });

  it('refuses a token it accepted before once its hour is over', async () => {
    const { token } = await tokens.sign(claims, NOW);
    expect(tokens.verify(token, later(3599))).toEqual(claims);
    expect(tokens.verify(token, later(3600))).toBeNull();
  });

  it('refuses a token signed with another secret or for another site', async () => {
    const { token } = await tokens.sign(claims, NOW);
    const otherSecret = new AccessTokens('another-secret-that-is-long-enough-987654', ISSUER);
    const otherSite = new AccessTokens(SECRET, 'http://elsewhere.test');
    expect(await otherSecret.verify(token, NOW)).toBeNull();
    expect(await otherSite.verify(token, NOW)).toBeNull();
  });

  it('refuses a token whose payload was changed (e.g. a member raising their role)', async () => {
    const { token } = await tokens.sign(claims, NOW);
    const [header, payload, signature] = token.split('.');
    const raised = encodePart({ ...decodePart(payload!), role: 'staff' });
    expect(await tokens.verify(`${header}.${raised}.${signature}`, NOW)).toBeNull();
  });

  it('refuses an unsigned (alg none) token and garbage', async () => {
    const { token } = await tokens.sign(claims, NOW);
    const payload = token.split('.')[1];
    const unsigned = `${encodePart({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    expect(await tokens.verify(unsigned, NOW)).toBeNull();
    expect(await tokens.verify('not.a.jwt', NOW)).toBeNull();
    expect(await tokens.verify('', NOW)).toBeNull();
  });
});

describe('AccessTokens refuse what they never sign', () => {
  const tokens = new AccessTokens(SECRET, ISSUER);
  const key = new TextEncoder().encode(SECRET);
  const seconds = NOW.getTime() / 1000;
  /** A token signed with the right secret, changed in one way from what `sign` writes. */
  const signedWith = (change: { alg?: string; claims?: Record<string, unknown> }) =>
    new SignJWT({ sid: claims.sessionId, role: 'member', email: claims.email, ...change.claims })
      .setProtectedHeader({ alg: change.alg ?? 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt(seconds)
      .sign(key);

  it('accepts a token exactly as sign writes it, also with the audience in a list', async () => {
    const token = await signedWith({ claims: { aud: ['authenticated'], exp: seconds + 60 } });
    expect(tokens.verify(token, NOW)).toEqual(claims);
  });

  it('checks a token that starts later each time: refused before its start, then accepted', async () => {
    const token = await signedWith({
      claims: { aud: 'authenticated', exp: seconds + 60, nbf: seconds + 10 },
    });
    expect(tokens.verify(token, NOW)).toBeNull();
    expect(tokens.verify(token, new Date(NOW.getTime() + 10_000))).toEqual(claims);
    expect(tokens.verify(token, new Date(NOW.getTime() + 20_000))).toEqual(claims);
  });

  it.each([
    [
      'another algorithm (HS512)',
      { alg: 'HS512', claims: { aud: 'authenticated', exp: seconds + 60 } },
    ],
    ['another audience', { claims: { aud: 'anon', exp: seconds + 60 } }],
    ['no audience', { claims: { exp: seconds + 60 } }],
    ['no expiry', { claims: { aud: 'authenticated' } }],
    [
      'an expiry that is not a number',
      { claims: { aud: 'authenticated', exp: `${seconds + 60}` } },
    ],
    [
      'a start in the future',
      { claims: { aud: 'authenticated', exp: seconds + 60, nbf: seconds + 1 } },
    ],
    ['an unknown role', { claims: { aud: 'authenticated', exp: seconds + 60, role: 'root' } }],
    ['no session', { claims: { aud: 'authenticated', exp: seconds + 60, sid: undefined } }],
  ])('refuses a token with %s', async (_, change) => {
    expect(tokens.verify(await signedWith(change), NOW)).toBeNull();
  });

  it('refuses a signature spelled differently (padding, changed last character)', async () => {
    const { token } = await tokens.sign(claims, NOW);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    for (const forged of [`${token}=`, `${token.slice(0, -1)}${last}`, `${token}.`]) {
      expect(tokens.verify(forged, NOW)).toBeNull();
    }
  });
});

describe('opaque tokens', () => {
  it('hashes a token the same way every time, as 64 hex characters', () => {
    const hash = hashToken('some-refresh-token');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken('some-refresh-token')).toBe(hash);
    expect(hashToken('some-refresh-tokem')).not.toBe(hash);
  });

  it('makes a new URL-safe token each time, returned with its hash', () => {
    const made = Array.from({ length: 100 }, () => newOpaqueToken());
    expect(new Set(made.map((t) => t.token)).size).toBe(100);
    for (const { token, hash } of made) {
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(hash).toBe(hashToken(token));
    }
  });
});
