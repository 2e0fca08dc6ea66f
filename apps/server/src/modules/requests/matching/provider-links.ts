import { createHmac } from 'node:crypto';
import type { ProviderLinkAction } from '@aurum/shared/provider/provider-contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../../platform/errors';
import { PROVIDER_LINK_MESSAGES } from '@aurum/shared/provider/provider-messages';

export type LinkAction = ProviderLinkAction;

/** The answers to bad links, shared with the link page. */
export const LINK_MESSAGES = PROVIDER_LINK_MESSAGES;

/**
 * Signed one-click links for providers: an HS256 JWT naming the assignment and the action, valid
 * until the assignment's link expiry. Single use is enforced by the assignment row, not the token.
 */
export class ProviderLinks {
  private key: Uint8Array;

  constructor(
    secret: string,
    private siteUrl: string,
  ) {
    this.key = createHmac('sha256', secret).update('aurum provider links v1').digest();
  }

  async url(assignmentId: string, action: LinkAction, expiresAt: Date) {
    const token = await new SignJWT({ act: action })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(assignmentId)
      .setAudience('provider-link')
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return `${this.siteUrl}/provider/respond?token=${token}`;
  }

  /** The assignment and action of a link, or a clear 400/410 answer. */
  async read(token: string, now: Date): Promise<{ assignmentId: string; action: LinkAction }> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        audience: 'provider-link',
        algorithms: ['HS256'],
        currentDate: now,
      });
      const action = payload.act;
      if (typeof payload.sub !== 'string' || (action !== 'confirm' && action !== 'decline')) {
        throw new AppError('LINK_INVALID', LINK_MESSAGES.invalid, 400);
      }
      return { assignmentId: payload.sub, action };
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof errors.JWTExpired) {
        throw new AppError('LINK_EXPIRED', LINK_MESSAGES.expired, 410);
      }
      throw new AppError('LINK_INVALID', LINK_MESSAGES.invalid, 400);
    }
  }
}
