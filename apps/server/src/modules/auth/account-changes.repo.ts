import { and, count, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { authSessions, emailChanges, users } from '../../db/schema/auth';
import { publishUserChanged } from '../../platform/realtime/publish';
import { setProfileEmail } from '../profile/profile.api';

/** The member's other devices still signed in (sessions not revoked), this one left out. */
export async function countOtherSessions(db: Executor, userId: string, sessionId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.userId, userId),
        ne(authSessions.id, sessionId),
        isNull(authSessions.revokedAt),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Stores a new e-mail change link for the account and voids its older unused ones (ADR 051). */
export async function replaceEmailChange(
  tx: Transaction,
  input: { userId: string; newEmail: string; tokenHash: string; expiresAt: Date; now: Date },
) {
  await tx
    .delete(emailChanges)
    .where(and(eq(emailChanges.userId, input.userId), isNull(emailChanges.usedAt)));
  await tx.insert(emailChanges).values({
    userId: input.userId,
    newEmail: input.newEmail,
    tokenHash: input.tokenHash,
    expiresAt: input.expiresAt,
    createdAt: input.now,
  });
}

/**
 * Spends an e-mail change link in one statement: only an unused, unexpired link yields its
 * account and new address, so of many concurrent uses exactly one succeeds.
 */
export async function consumeEmailChange(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailChanges.tokenHash, tokenHash),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, now),
      ),
    )
    .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
  return row ?? null;
}

/**
 * Gives the account its new (now proven) address, in users and in the member's profile, and
 * tells every instance to forget its cached sessions once the transaction commits. An address
 * another account holds fails on the unique index (isUniqueViolation), which rolls it all back.
 * Answers the old address.
 */
export async function setUserEmail(tx: Transaction, userId: string, email: string, now: Date) {
  const [before] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!before) return null;
  await tx
    .update(users)
    // The link proved the new address: it counts as confirmed from now on.
    .set({ email, emailConfirmedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
  await setProfileEmail(tx, userId, email, now);
  await publishUserChanged(tx, userId);
  return before.email;
}
