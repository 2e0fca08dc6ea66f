import { and, asc, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passkeyChallenges, passkeys } from '../../db/schema/auth-factors';

/** A stored passkey as the service sees one (the public key never leaves the server). */
export interface PasskeyRecord {
  id: string;
  userId: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  backedUp: boolean;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export type ChallengePurpose = 'register' | 'signin';

const columns = {
  id: passkeys.id,
  userId: passkeys.userId,
  credentialId: passkeys.credentialId,
  publicKey: passkeys.publicKey,
  counter: passkeys.counter,
  transports: passkeys.transports,
  name: passkeys.name,
  backedUp: passkeys.backedUp,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};

/** The account's passkeys, oldest first. */
export function listPasskeys(db: Executor, userId: string): Promise<PasskeyRecord[]> {
  return db
    .select(columns)
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function countPasskeys(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

/** The passkey of a credential id, whoever owns it; null when none. */
export async function findByCredentialId(
  db: Executor,
  credentialId: string,
): Promise<PasskeyRecord | null> {
  const [row] = await db
    .select(columns)
    .from(passkeys)
    .where(eq(passkeys.credentialId, credentialId));
  return row ?? null;
}

export class PasskeyExistsError extends Error {}

/** Stores a new passkey; PasskeyExistsError when the credential id is already registered. */
export async function insertPasskey(
  db: Executor,
  input: {
    userId: string;
    credentialId: string;
    publicKey: string;
    counter: number;
    transports: string[];
    aaguid: string;
    multiDevice: boolean;
    backedUp: boolean;
    name: string;
    now: Date;
  },
): Promise<PasskeyRecord> {
  const { now, ...values } = input;
  const [row] = await db
    .insert(passkeys)
    .values({ ...values, createdAt: now })
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning(columns);
  if (!row) throw new PasskeyExistsError();
  return row;
}

/** Renames one of the account's passkeys; null when the account has no such passkey. */
export async function renamePasskey(
  db: Executor,
  input: { id: string; userId: string; name: string },
): Promise<PasskeyRecord | null> {
  const [row] = await db
    .update(passkeys)
    .set({ name: input.name })
    .where(and(eq(passkeys.id, input.id), eq(passkeys.userId, input.userId)))
    .returning(columns);
  return row ?? null;
}

/** Deletes one of the account's passkeys; its name, or null when the account has no such one. */
export async function deletePasskey(
  db: Executor,
  input: { id: string; userId: string },
): Promise<string | null> {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, input.id), eq(passkeys.userId, input.userId)))
    .returning({ name: passkeys.name });
  return row?.name ?? null;
}

/** Deletes every passkey of the account (staff reset of the factors, ADR 052). */
export async function deleteAllPasskeys(db: Executor, userId: string) {
  await db.delete(passkeys).where(eq(passkeys.userId, userId));
}

/**
 * Records a use: the new signature counter and the time, only if the counter moved on (or the
 * authenticator does not count, both zero). False when another use got there first with the
 * same or a later counter: a cloned authenticator or a replay.
 */
export async function recordUse(
  db: Executor,
  input: { id: string; counter: number; backedUp: boolean; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter: input.counter, backedUp: input.backedUp, lastUsedAt: input.now })
    .where(
      and(
        eq(passkeys.id, input.id),
        input.counter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, input.counter),
      ),
    )
    .returning({ id: passkeys.id });
  return rows.length === 1;
}

/** Stores a challenge; challenges that expired are cleared on the way. */
export async function insertChallenge(
  db: Executor,
  input: {
    challenge: string;
    purpose: ChallengePurpose;
    userId: string | null;
    expiresAt: Date;
    now: Date;
  },
) {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, input.now));
  await db.insert(passkeyChallenges).values({
    challenge: input.challenge,
    purpose: input.purpose,
    userId: input.userId,
    expiresAt: input.expiresAt,
    createdAt: input.now,
  });
}

/**
 * Spends a challenge in one statement: true only for an unexpired challenge of this purpose (and
 * this account, for a registration), and only once however many verifications race for it.
 */
export async function spendChallenge(
  db: Executor,
  input: { challenge: string; purpose: ChallengePurpose; userId: string | null; now: Date },
): Promise<boolean> {
  const rows = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, input.challenge),
        eq(passkeyChallenges.purpose, input.purpose),
        input.userId === null
          ? isNull(passkeyChallenges.userId)
          : eq(passkeyChallenges.userId, input.userId),
        gt(passkeyChallenges.expiresAt, input.now),
      ),
    )
    .returning({ id: passkeyChallenges.id });
  return rows.length === 1;
}

/** Whether the account has at least one passkey. */
export async function hasPasskeys(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .limit(1);
  return Boolean(row);
}
