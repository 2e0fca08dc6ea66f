import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { rateLimits } from '../../db/schema/auth';
import type { RateLimitState } from './rate-limit-rules';

/** Reads a rate-limit counter, creating it first so it can be locked. */
export async function lockRateLimit(tx: Transaction, key: string, now: Date) {
  await tx
    .insert(rateLimits)
    .values({ key, attempts: 0, windowStartedAt: now })
    .onConflictDoNothing({ target: rateLimits.key });
  const [row] = await tx
    .select({
      attempts: rateLimits.attempts,
      windowStartedAt: rateLimits.windowStartedAt,
      blockedUntil: rateLimits.blockedUntil,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
    .for('update');
  return row && row.attempts > 0 ? (row as RateLimitState) : null;
}

export async function readRateLimit(db: Executor, key: string): Promise<RateLimitState | null> {
  const [row] = await db
    .select({
      attempts: rateLimits.attempts,
      windowStartedAt: rateLimits.windowStartedAt,
      blockedUntil: rateLimits.blockedUntil,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return row && row.attempts > 0 ? row : null;
}

export async function saveRateLimit(tx: Transaction, key: string, state: RateLimitState) {
  await tx.update(rateLimits).set(state).where(eq(rateLimits.key, key));
}

export async function clearRateLimit(db: Executor, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
