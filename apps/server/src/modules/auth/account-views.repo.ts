import { asc, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { authSessions, users } from '../../db/schema/auth';

const qb = new QueryBuilder();

/**
 * Accounts as other modules may join them for display (ADR 042): id, e-mail, the name given at
 * sign-up (metadata), role and since when. A subquery PostgreSQL inlines, so a join through it
 * plans as a join on `users` itself; passwords and tokens are not in it.
 */
export const accounts = qb
  .select({
    id: users.id,
    email: users.email,
    userMetadata: users.userMetadata,
    role: users.role,
    createdAt: users.createdAt,
  })
  .from(users)
  .as('accounts');

/**
 * Locks the account's row until the transaction ends (FOR NO KEY UPDATE), for work another module
 * does for one member in turn: every filing of one member counts and inserts after the last
 * (requests' monthly limit). False when there is no such account.
 */
export async function lockAccount(tx: Executor, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return row !== undefined;
}

/** A staff account and when one of its sessions was last in use (the human concierge's presence). */
export interface StaffPresence {
  id: string;
  email: string;
  name: string;
  createdAt: Date;
  lastActiveAt: Date | null;
}

/**
 * Every staff account, oldest first, with the last use of its sessions still open (the guard
 * keeps last_seen_at at most a minute old): the human concierge shows a staff member offline when
 * that is 15 minutes ago or more.
 */
export async function staffPresence(db: Executor): Promise<StaffPresence[]> {
  const lastUse = sql<Date | null>`max(coalesce(${authSessions.lastSeenAt}, ${authSessions.refreshedAt}, ${authSessions.createdAt})) filter (where ${authSessions.revokedAt} is null)`;
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      userMetadata: users.userMetadata,
      createdAt: users.createdAt,
      lastActiveAt: lastUse,
    })
    .from(users)
    .leftJoin(authSessions, eq(authSessions.userId, users.id))
    .where(eq(users.role, 'staff'))
    .groupBy(users.id)
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.userMetadata.full_name || row.userMetadata.name || row.email.split('@')[0]!,
    createdAt: row.createdAt,
    lastActiveAt: row.lastActiveAt ? new Date(row.lastActiveAt) : null,
  }));
}
