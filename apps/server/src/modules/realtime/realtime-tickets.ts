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

/** Whether a session is still signed in (the auth service answers). */
export type SessionCheck = (holder: TicketHolder) => Promise<boolean>;

/**
 * Tickets for the event stream: EventSource cannot send an Authorization header, so a signed-in
 * member first trades the access token for a ticket, which the stream's URL carries. A ticket is
 * a random token stored as a hash, bound to the session that asked, good for one stream within
 * 60 seconds, and refused once that session has signed out.
 */
export class RealtimeTickets {
  constructor(
    private db: Database,
    private isSignedIn: SessionCheck,
  ) {}

  async issue(holder: TicketHolder, now: Date): Promise<string> {
    const { token, hash } = newOpaqueToken();
    const expiresAt = new Date(now.getTime() + TICKET_SECONDS * 1000);
    await repo.insertTicket(this.db, { ...holder, tokenHash: hash, expiresAt }, now);
    return token;
  }

  /** Uses up a ticket: its holder, or a 401 for a missing, used, expired or signed-out one. */
  async redeem(ticket: string | undefined, now: Date): Promise<TicketHolder> {
    if (!ticket) throw invalid();
    const row = await repo.takeTicket(this.db, hashToken(ticket));
    if (!row || row.expiresAt <= now) throw invalid();
    const holder = { userId: row.userId, sessionId: row.sessionId };
    if (!(await this.isSignedIn(holder))) throw invalid();
    return holder;
  }

  /** Whether the holder's session is still signed in. */
  stillSignedIn(holder: TicketHolder): Promise<boolean> {
    return this.isSignedIn(holder);
  }
}
