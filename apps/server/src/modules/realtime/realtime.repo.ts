import { eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { realtimeTickets } from '../../db/schema/realtime';

export interface TicketHolder {
  userId: string;
  sessionId: string;
}

/** Stores a new ticket and forgets the expired ones (used tickets are already gone). */
export async function insertTicket(
  db: Executor,
  ticket: TicketHolder & { tokenHash: string; expiresAt: Date },
  now: Date,
) {
  await db.delete(realtimeTickets).where(lt(realtimeTickets.expiresAt, now));
  await db.insert(realtimeTickets).values(ticket);
}

/**
 * Takes a ticket out of the table: only one caller, on any instance, ever gets it back.
 * Answers its holder and expiry, or null when there is no such (unused) ticket.
 */
export async function takeTicket(db: Executor, tokenHash: string) {
  const [row] = await db
    .delete(realtimeTickets)
    .where(eq(realtimeTickets.tokenHash, tokenHash))
    .returning({
      userId: realtimeTickets.userId,
      sessionId: realtimeTickets.sessionId,
      expiresAt: realtimeTickets.expiresAt,
    });
  return row ?? null;
}
