import { sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from './client';

/** A transaction acting for one signed-in member; member repositories filter by its userId. */
export interface MemberScope {
  tx: Transaction;
  userId: string;
}

/** A read for one signed-in member; member repositories filter by its userId. */
export interface MemberReadScope {
  db: Executor;
  userId: string;
}

/**
 * Whether PostgreSQL row-level security policies are switched on. They are not yet: the explicit
 * user_id filters of every member repository are the scoping (ADR 017). Switching them on means
 * setting this to true, and member reads then run in asMember's transaction like member writes.
 */
const ROW_LEVEL_SECURITY = false;

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

/**
 * A member read: statements that change nothing and need no shared snapshot (one statement, or
 * a page and its timelines), filtered by the member in the query. While row-level security is
 * off it runs on the pool without a transaction (no BEGIN, set_config, COMMIT: one round trip
 * instead of four); with it on, in asMember's transaction.
 */
export function asMemberRead<T>(
  db: Database,
  userId: string,
  read: (scope: MemberReadScope) => Promise<T>,
): Promise<T> {
  if (ROW_LEVEL_SECURITY) return asMember(db, userId, ({ tx }) => read({ db: tx, userId }));
  return read({ db, userId });
}
