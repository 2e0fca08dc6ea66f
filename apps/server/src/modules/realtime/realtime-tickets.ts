import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../platform/errors';

/** How long a ticket may be used to open a stream. */
export const TICKET_SECONDS = 60;

export const TICKET_INVALID = {
  code: 'REALTIME_TICKET_INVALID',
  message: 'This live updates ticket is not valid or has expired. Please reconnect.',
} as const;

const AUDIENCE = 'realtime-events';
const invalid = () => new AppError(TICKET_INVALID.code, TICKET_INVALID.message, 401);

/**
 * Short-lived signed tickets for the event stream: EventSource cannot send an Authorization
 * header, so a signed-in member first trades the access token for a ticket naming them, which the
 * stream's URL carries. HS256 with a key of its own, derived from JWT_SECRET.
 */
export class RealtimeTickets {
  private key: Uint8Array;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('aurum realtime tickets v1').digest();
  }

  async issue(userId: string, now: Date): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TICKET_SECONDS)
      .sign(this.key);
  }

  /** The member a ticket names, or a 401 for a missing, forged or expired one. */
  async read(ticket: string | undefined, now: Date): Promise<string> {
    if (!ticket) throw invalid();
    try {
      const { payload } = await jwtVerify(ticket, this.key, {
        audience: AUDIENCE,
        algorithms: ['HS256'],
        currentDate: now,
      });
      if (typeof payload.sub !== 'string' || payload.sub === '') throw invalid();
      return payload.sub;
    } catch {
      throw invalid();
    }
  }
}
