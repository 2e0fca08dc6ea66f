import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { passwordResets } from '../../db/schema/auth';

/** Stores a new reset link for the account and voids its older unused ones (ADR 050). */
export async function replacePasswordReset(
  tx: Transaction,
  input: { userId: string; tokenHash: string; expiresAt: Date; now: Date },
) {
  await tx
    .delete(passwordResets)
    .where(and(eq(passwordResets.userId, input.userId), isNull(passwordResets.usedAt)));
  await tx.insert(passwordResets).values({
    userId: input.userId,
    tokenHash: input.tokenHash,
    expiresAt: input.expiresAt,
    createdAt: input.now,
  });
}

/**
 * Spends a reset link in one statement: only an unused, unexpired link yields its account, so
 * of many concurrent uses exactly one succeeds. Null for an unknown, used or expired link.
 */
export async function consumePasswordReset(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}
