import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from './client';
import { spaceMembers, spaces } from './schema/spaces';

/**
 * Shared spaces' part of the member's data rights (ADR 055), kept beside asSpaceMember (db/ owns
 * the spaces tables until the relationship module, ADR 039): the member's own memberships. A
 * space's shared rows are the relationship module's to export when it comes.
 */
export const SPACE_EXPORT_TABLES = ['spaces', 'space_members'] as const;

export async function exportSpaceMemberships(db: Executor, userId: string) {
  const rows = await db
    .select({
      spaceId: spaceMembers.spaceId,
      kind: spaces.kind,
      role: spaceMembers.role,
      joinedAt: spaceMembers.joinedAt,
      leftAt: spaceMembers.leftAt,
    })
    .from(spaceMembers)
    .innerJoin(spaces, eq(spaces.id, spaceMembers.spaceId))
    .where(eq(spaceMembers.userId, userId))
    .orderBy(spaceMembers.joinedAt);
  return rows.map(({ joinedAt, leftAt, ...row }) => ({
    ...row,
    joined_at: joinedAt.toISOString(),
    left_at: leftAt?.toISOString() ?? null,
  }));
}

/** Removes the member from every space; a space they created stays for the others, unsigned. */
export async function forgetSpaceMemberships(tx: Transaction, userId: string) {
  await tx.delete(spaceMembers).where(eq(spaceMembers.userId, userId));
  await tx.update(spaces).set({ createdBy: null }).where(eq(spaces.createdBy, userId));
}
