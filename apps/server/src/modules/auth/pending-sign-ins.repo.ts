import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pendingSignIns } from '../../db/schema/auth-factors';

export type FirstStep = 'password' | 'reset_link';

export interface PendingSignIn {
  id: string;
  userId: string;
  firstStep: FirstStep;
  passkeyChallenge: string | null;
  failedAttempts: number;
}

const columns = {
  id: pendingSignIns.id,
  userId: pendingSignIns.userId,
  firstStep: pendingSignIns.firstStep,
  passkeyChallenge: pendingSignIns.passkeyChallenge,
  failedAttempts: pendingSignIns.failedAttempts,
};

/** A new pending sign-in; the account's older unspent ones are voided. */
export async function insertPendingSignIn(
  db: Executor,
  input: { userId: string; tokenHash: string; firstStep: FirstStep; expiresAt: Date; now: Date },
) {
  await db
    .update(pendingSignIns)
    .set({ usedAt: input.now })
    .where(and(eq(pendingSignIns.userId, input.userId), isNull(pendingSignIns.usedAt)));
  await db.insert(pendingSignIns).values({
    userId: input.userId,
    tokenHash: input.tokenHash,
    firstStep: input.firstStep,
    expiresAt: input.expiresAt,
    createdAt: input.now,
  });
}

/** The unspent, unexpired pending sign-in of a token, or null. */
export async function findOpenPendingSignIn(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<PendingSignIn | null> {
  const [row] = await db
    .select(columns)
    .from(pendingSignIns)
    .where(
      and(
        eq(pendingSignIns.tokenHash, tokenHash),
        isNull(pendingSignIns.usedAt),
        gt(pendingSignIns.expiresAt, now),
      ),
    );
  return row ? { ...row, firstStep: row.firstStep as FirstStep } : null;
}

/** Remembers the WebAuthn challenge issued for this sign-in. */
export async function setPasskeyChallenge(db: Executor, id: string, challenge: string) {
  await db
    .update(pendingSignIns)
    .set({ passkeyChallenge: challenge })
    .where(eq(pendingSignIns.id, id));
}

/** Counts a wrong factor; answers the count now. */
export async function countFailedFactor(db: Executor, id: string): Promise<number> {
  const [row] = await db
    .update(pendingSignIns)
    .set({ failedAttempts: sql`${pendingSignIns.failedAttempts} + 1` })
    .where(eq(pendingSignIns.id, id))
    .returning({ failedAttempts: pendingSignIns.failedAttempts });
  return row?.failedAttempts ?? 0;
}

/**
 * Spends a pending sign-in in one statement: of concurrent completions exactly one gets true.
 */
export async function spendPendingSignIn(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(pendingSignIns)
    .set({ usedAt: now })
    .where(and(eq(pendingSignIns.id, id), isNull(pendingSignIns.usedAt)))
    .returning({ id: pendingSignIns.id });
  return rows.length === 1;
}
