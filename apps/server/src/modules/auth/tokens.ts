import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
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

/** Signs and checks access tokens: HS256 JWTs that live one hour. */
export class AccessTokens {
  private key: Uint8Array;

  constructor(
    secret: string,
    private issuer: string,
  ) {
    this.key = new TextEncoder().encode(secret);
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

  /** The claims of a valid token, or null (bad signature, expired, malformed). */
  async verify(token: string, now: Date): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: this.issuer,
        audience: 'authenticated',
        algorithms: ['HS256'],
        currentDate: now,
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return {
        userId: payload.sub,
        sessionId: payload.sid,
        role: payload.role as Role,
        email: String(payload.email ?? ''),
      };
    } catch {
      return null;
    }
  }
}
