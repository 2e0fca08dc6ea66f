import {
  createHash,
  createHmac,
  createSecretKey,
  type KeyObject,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { SignJWT } from 'jose';
import { ACCESS_TOKEN_SECONDS } from '@aurum/shared/auth/auth-rules';

export type Role = 'member' | 'provider' | 'staff';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  role: Role;
  email: string;
}

/** An opaque random token (refresh tokens, confirmation links) and the hash that is stored. */
export function newOpaqueToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const ROLES: readonly string[] = ['member', 'provider', 'staff'] satisfies Role[];
const BASE64URL = /^[\w-]+$/;

const decodeJson = (part: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

/** How many checked tokens are remembered (about 300 bytes each). */
const VERIFIED_TOKENS = 10_000;

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * Signs and checks access tokens: HS256 JWTs that live one hour. The key is imported once; a
 * token is checked with node:crypto's HMAC (about 10x faster than a general JWT library's
 * verify), accepting only what `sign` writes: HS256, this issuer, audience "authenticated", a
 * subject, a session and an expiry still ahead.
 */
export class AccessTokens {
  private key: KeyObject;
  /** Tokens that passed the full check, by their text, with their expiry (oldest first). */
  private verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  constructor(
    secret: string,
    private issuer: string,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  async sign(claims: AccessClaims, now: Date) {
    const issuedAt = Math.floor(now.getTime() / 1000);
    const expiresAt = issuedAt + ACCESS_TOKEN_SECONDS;
    const token = await new SignJWT({
      sid: claims.sessionId,
      role: claims.role,
      email: claims.email,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(this.issuer)
      .setAudience('authenticated')
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { token, expiresAt, expiresIn: ACCESS_TOKEN_SECONDS };
  }

  /**
   * The claims of a valid token, or null (bad signature, expired, malformed). A token checked
   * lately is recognised by its exact text and only its expiry is looked at again.
   */
  verify(token: string, now: Date): AccessClaims | null {
    const nowSeconds = Math.floor(now.getTime() / 1000);
    const known = this.verified.get(token);
    if (known) return known.expiresAt > nowSeconds ? known.claims : null;
    const checked = this.check(token, nowSeconds);
    // A token that starts later (nbf; never one Aurum signs) is checked in full each time.
    if (checked?.remember) {
      this.verified.set(token, checked);
      if (this.verified.size > VERIFIED_TOKENS) {
        this.verified.delete(this.verified.keys().next().value!);
      }
    }
    return checked?.claims ?? null;
  }

  private check(token: string, nowSeconds: number) {
    const parts = token.split('.');
    if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return null;
    const [header, payload, signature] = parts as [string, string, string];
    const expected = Buffer.from(
      createHmac('sha256', this.key).update(`${header}.${payload}`).digest('base64url'),
    );
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const head = decodeJson(header);
    if (head?.alg !== 'HS256' || head.crit !== undefined) return null;
    const claims = decodeJson(payload);
    if (!claims || !this.isCurrent(claims, nowSeconds)) return null;
    const { sub, sid, role, email, exp } = claims;
    if (typeof sub !== 'string' || typeof sid !== 'string') return null;
    if (typeof role !== 'string' || !ROLES.includes(role)) return null;
    const accessClaims: AccessClaims = Object.freeze({
      userId: sub,
      sessionId: sid,
      role: role as Role,
      email: String(email ?? ''),
    });
    return { claims: accessClaims, expiresAt: exp as number, remember: claims.nbf === undefined };
  }

  /** Issued by this site for signed-in use, not expired, not before its time. */
  private isCurrent(claims: Record<string, unknown>, nowSeconds: number) {
    const { iss, aud, exp, nbf, iat } = claims;
    const audiences = Array.isArray(aud) ? aud : [aud];
    return (
      iss === this.issuer &&
      audiences.includes('authenticated') &&
      isNumber(exp) &&
      exp > nowSeconds &&
      (nbf === undefined || (isNumber(nbf) && nbf <= nowSeconds)) &&
      (iat === undefined || isNumber(iat))
    );
  }
}
