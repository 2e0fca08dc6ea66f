import { and, count, eq, isNull, isNotNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { recoveryCodes, totpFactors } from '../../db/schema/auth-factors';

/** An account's authenticator app row (the secret still sealed). */
export interface TotpFactorRow {
  id: string;
  userId: string;
  sealedSecret: string;
  confirmedAt: Date | null;
  lastUsedStep: number | null;
}

const totpColumns = {
  id: totpFactors.id,
  userId: totpFactors.userId,
  sealedSecret: totpFactors.sealedSecret,
  confirmedAt: totpFactors.confirmedAt,
  lastUsedStep: totpFactors.lastUsedStep,
};

export async function findTotp(db: Executor, userId: string): Promise<TotpFactorRow | null> {
  const [row] = await db
    .select(totpColumns)
    .from(totpFactors)
    .where(eq(totpFactors.userId, userId));
  return row ?? null;
}

/**
 * Stores a new, not yet confirmed secret for the account, replacing an earlier unconfirmed one.
 * Answers false when a confirmed factor exists (it is never replaced this way).
 */
export async function putPendingTotp(
  db: Executor,
  input: { userId: string; sealedSecret: string; keyId: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(totpFactors)
    .values({
      userId: input.userId,
      sealedSecret: input.sealedSecret,
      keyId: input.keyId,
      createdAt: input.now,
    })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { sealedSecret: input.sealedSecret, keyId: input.keyId, createdAt: input.now },
      setWhere: isNull(totpFactors.confirmedAt),
    })
    .returning({ id: totpFactors.id });
  return rows.length === 1;
}

/** Turns the pending factor on with its first accepted step; false if it was already on. */
export async function confirmTotp(db: Executor, userId: string, step: number, now: Date) {
  const rows = await db
    .update(totpFactors)
    .set({ confirmedAt: now, lastUsedStep: step })
    .where(and(eq(totpFactors.userId, userId), isNull(totpFactors.confirmedAt)))
    .returning({ id: totpFactors.id });
  return rows.length === 1;
}

/**
 * Spends a time step in one statement: only a step later than the last one accepted moves it, so
 * of a replayed code (or 20 concurrent uses of one) exactly one succeeds (RFC 6238 section 5.2).
 */
export async function spendTotpStep(db: Executor, userId: string, step: number) {
  const rows = await db
    .update(totpFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(totpFactors.userId, userId),
        isNotNull(totpFactors.confirmedAt),
        or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step)),
      ),
    )
    .returning({ id: totpFactors.id });
  return rows.length === 1;
}

/** Deletes the account's authenticator app (confirmed or not); answers whether one was on. */
export async function deleteTotp(db: Executor, userId: string) {
  const rows = await db
    .delete(totpFactors)
    .where(eq(totpFactors.userId, userId))
    .returning({ confirmedAt: totpFactors.confirmedAt });
  return rows.some((row) => row.confirmedAt !== null);
}

/** Replaces the account's recovery codes with a new set (hashes only). */
export async function replaceRecoveryCodes(
  db: Executor,
  userId: string,
  codeHashes: string[],
  now: Date,
) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

/** Spends one recovery code in one statement: of concurrent uses exactly one gets true. */
export async function spendRecoveryCode(db: Executor, userId: string, codeHash: string, now: Date) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

export async function deleteRecoveryCodes(db: Executor, userId: string) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** Stores a factor that is on at once (the staff CLI's given secret), replacing any other. */
export async function putConfirmedTotp(
  db: Executor,
  input: { userId: string; sealedSecret: string; keyId: string; now: Date },
) {
  await db.delete(totpFactors).where(eq(totpFactors.userId, input.userId));
  await db.insert(totpFactors).values({
    userId: input.userId,
    sealedSecret: input.sealedSecret,
    keyId: input.keyId,
    confirmedAt: input.now,
    createdAt: input.now,
  });
}
