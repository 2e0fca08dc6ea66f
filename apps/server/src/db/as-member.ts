import { sql } from 'drizzle-orm';
import type { Database, Transaction } from './client';

/** A transaction acting for one signed-in member; member repositories filter by its userId. */
export interface MemberScope {
  tx: Transaction;
  userId: string;
}

/**
 * Runs member work in one transaction scoped to the member. Besides the explicit user_id filters
 * of every member repository, the member's id is set as `aurum.user_id` for the transaction, so
 * PostgreSQL row-level security policies can be switched on underneath without touching callers.
 */
export function asMember<T>(
  db: Database,
  userId: string,
  work: (scope: MemberScope) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('aurum.user_id', ${userId}, true)`);
    return work({ tx, userId });
  });
}
