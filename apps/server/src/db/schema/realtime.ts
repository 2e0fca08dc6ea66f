import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authSessions, users } from './auth';

/**
 * Tickets that open one live-updates stream (EventSource cannot send the bearer token): stored
 * as hashes, bound to the session that asked, deleted when used (ADR 013).
 */
export const realtimeTickets = pgTable(
  'realtime_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('realtime_tickets_expires_idx').on(t.expiresAt)],
);
