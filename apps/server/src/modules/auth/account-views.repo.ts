import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';

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
