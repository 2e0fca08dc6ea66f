import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { hashToken, newOpaqueToken } from '../auth/auth.api';
import * as repo from './realtime.repo';

/** How long a ticket may be used to open a stream. */
export const TICKET_SECONDS = 60;

export const TICKET_INVALID = {
  code: 'REALTIME_TICKET_INVALID',
  message: 'This live updates ticket is not valid or has expired. Please reconnect.',
} as const;

const invalid = () => new AppError(TICKET_INVALID.code, TICKET_INVALID.message, 401);

export type TicketHolder = repo.TicketHolder;

/** The role of a session's account while it is signed in, else null (the auth service answers). */
export type SessionRole = (holder: TicketHolder) => Promise<string | null>;

/**
 * Tickets for the event stream: EventSource cannot send an Authorization header, so a signed-in
 * member first trades the access token for a ticket, which the stream's URL carries. A ticket is
 * a random token stored as a hash, bound to the session that asked, good for one stream within
 * 60 seconds, and refused once that session has signed out. Redeeming it also says whether the
 * holder is staff, which decides the stream's audience (ADR 046).
 */
export class RealtimeTickets {
  constructor(
    private db: Database,
    private roleOf: SessionRole,
  ) {}

  async issue(holder: TicketHolder, now: Date): Promise<string> {
    const { token, hash } = newOpaqueToken();
    const expiresAt = new Date(now.getTime() + TICKET_SECONDS * 1000);
    await repo.insertTicket(this.db, { ...holder, tokenHash: hash, expiresAt }, now);
    return token;
  }

  /**
   * Uses up a ticket: its holder and whether they are staff, or a 401 for a missing, used,
   * expired or signed-out one.
   */
  async redeem(ticket: string | undefined, now: Date): Promise<TicketHolder & { staff: boolean }> {
    if (!ticket) throw invalid();
    const row = await repo.takeTicket(this.db, hashToken(ticket));
    if (!row || row.expiresAt <= now) throw invalid();
    const holder = { userId: row.userId, sessionId: row.sessionId };
    const role = await this.roleOf(holder);
    if (role === null) throw invalid();
    return { ...holder, staff: role === 'staff' };
  }

  /** Whether the holder's session is still signed in. */
  async stillSignedIn(holder: TicketHolder): Promise<boolean> {
    return (await this.roleOf(holder)) !== null;
  }
}
