import type {
  CapsuleSummary,
  CapsuleType,
} from '@aurum/shared/legacy-capsules/legacy-capsule-contract';
import { displayName } from '@aurum/shared/ui-rules/display-name';
import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { MemberReadScope, MemberScope } from '../../db/as-member';
import type { Executor } from '../../db/client';
import { legacyCapsules } from '../../db/schema/legacy-capsules';
import { accounts } from '../auth/accounts.api';
import { memberProfiles } from '../profile/profile.api';

const summaryColumns = {
  id: legacyCapsules.id,
  capsuleType: legacyCapsules.capsuleType,
  title: legacyCapsules.title,
  recipientName: legacyCapsules.recipientName,
  recipientEmail: legacyCapsules.recipientEmail,
  releaseDate: legacyCapsules.releaseDate,
  status: legacyCapsules.status,
  createdAt: legacyCapsules.createdAt,
  releasedAt: legacyCapsules.releasedAt,
};

type SummaryRow = Omit<CapsuleSummary, 'createdAt' | 'releasedAt' | 'capsuleType' | 'status'> & {
  capsuleType: string;
  status: string;
  createdAt: Date;
  releasedAt: Date | null;
};

const toSummary = (row: SummaryRow): CapsuleSummary => ({
  ...row,
  capsuleType: row.capsuleType as CapsuleType,
  status: row.status as CapsuleSummary['status'],
  createdAt: row.createdAt.toISOString(),
  releasedAt: row.releasedAt?.toISOString() ?? null,
});

export interface CapsuleFields {
  capsuleType: string;
  title: string;
  recipientName: string;
  recipientEmail: string;
  releaseDate: string;
  releaseAt: Date;
}

export interface SealedContent {
  sealedKey: string;
  sealedContent: string;
  keyId: string;
}

export async function listCapsules({ db, userId }: MemberReadScope): Promise<CapsuleSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(legacyCapsules)
    .where(eq(legacyCapsules.userId, userId))
    .orderBy(desc(legacyCapsules.createdAt), desc(legacyCapsules.id));
  return rows.map(toSummary);
}

export async function insertCapsule(
  { tx, userId }: MemberScope,
  id: string,
  fields: CapsuleFields,
  sealed: SealedContent,
  now: Date,
): Promise<CapsuleSummary> {
  const [row] = await tx
    .insert(legacyCapsules)
    .values({ id, userId, ...fields, ...sealed, createdAt: now, updatedAt: now })
    .returning(summaryColumns);
  return toSummary(row!);
}

/** The member's own capsule, locked for a change; null when it is not theirs. */
export async function lockCapsule({ tx, userId }: MemberScope, id: string) {
  const [row] = await tx
    .select(summaryColumns)
    .from(legacyCapsules)
    .where(and(eq(legacyCapsules.id, id), eq(legacyCapsules.userId, userId)))
    .for('update');
  return row ?? null;
}

export async function updateCapsule(
  { tx, userId }: MemberScope,
  id: string,
  changes: Partial<CapsuleFields & SealedContent & { status: string }>,
  now: Date,
): Promise<CapsuleSummary> {
  const [row] = await tx
    .update(legacyCapsules)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(legacyCapsules.id, id), eq(legacyCapsules.userId, userId)))
    .returning(summaryColumns);
  return toSummary(row!);
}

/** The member's own capsule with its sealed content, for reading once released. */
export async function readOwnCapsule({ db, userId }: MemberReadScope, id: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      sealedKey: legacyCapsules.sealedKey,
      sealedContent: legacyCapsules.sealedContent,
    })
    .from(legacyCapsules)
    .where(and(eq(legacyCapsules.id, id), eq(legacyCapsules.userId, userId)));
  return row
    ? { summary: toSummary(row), sealedKey: row.sealedKey, sealedContent: row.sealedContent }
    : null;
}

/** Sealed capsules whose moment has come, oldest first (at most `limit`). */
export async function dueCapsuleIds(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: legacyCapsules.id })
    .from(legacyCapsules)
    .where(and(eq(legacyCapsules.status, 'sealed'), lte(legacyCapsules.releaseAt, now)))
    .orderBy(asc(legacyCapsules.releaseAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Sealed -> released, once: only the first caller whose conditions still hold gets the row
 * back (with what the e-mail needs); every other caller, on any instance, gets null.
 */
export async function markReleased(
  tx: Executor,
  id: string,
  link: { tokenHash: string; expiresAt: Date },
  now: Date,
) {
  const [row] = await tx
    .update(legacyCapsules)
    .set({
      status: 'released',
      releasedAt: now,
      linkTokenHash: link.tokenHash,
      linkExpiresAt: link.expiresAt,
      updatedAt: now,
    })
    .where(
      and(
        eq(legacyCapsules.id, id),
        eq(legacyCapsules.status, 'sealed'),
        lte(legacyCapsules.releaseAt, now),
      ),
    )
    .returning({
      userId: legacyCapsules.userId,
      title: legacyCapsules.title,
      recipientName: legacyCapsules.recipientName,
      recipientEmail: legacyCapsules.recipientEmail,
    });
  return row ?? null;
}

/** The released capsule a link's hash opens, if the link has not expired; with its sender. */
export async function findByLink(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      id: legacyCapsules.id,
      capsuleType: legacyCapsules.capsuleType,
      title: legacyCapsules.title,
      recipientName: legacyCapsules.recipientName,
      releaseDate: legacyCapsules.releaseDate,
      sealedKey: legacyCapsules.sealedKey,
      sealedContent: legacyCapsules.sealedContent,
      profileName: memberProfiles.name,
      email: accounts.email,
      metadata: accounts.userMetadata,
    })
    .from(legacyCapsules)
    .innerJoin(accounts, eq(accounts.id, legacyCapsules.userId))
    .leftJoin(memberProfiles, eq(memberProfiles.id, legacyCapsules.userId))
    .where(
      and(
        eq(legacyCapsules.linkTokenHash, tokenHash),
        eq(legacyCapsules.status, 'released'),
        gt(legacyCapsules.linkExpiresAt, now),
      ),
    );
  if (!row) return null;
  const { profileName, email, metadata, ...capsule } = row;
  return { ...capsule, from: senderName({ profileName, email, metadata }) };
}

const senderName = (row: {
  profileName: string | null;
  email: string;
  metadata: { name?: string; full_name?: string };
}) =>
  displayName({
    profileName: row.profileName,
    metadataName: row.metadata.name ?? row.metadata.full_name,
    email: row.email,
  });

/** The sender's name for the release e-mail (the shared display-name rule). */
export async function senderOf(db: Executor, userId: string) {
  const [row] = await db
    .select({
      profileName: memberProfiles.name,
      email: accounts.email,
      metadata: accounts.userMetadata,
    })
    .from(accounts)
    .leftJoin(memberProfiles, eq(memberProfiles.id, accounts.id))
    .where(eq(accounts.id, userId));
  return row ? senderName(row) : null;
}
