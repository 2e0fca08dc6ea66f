import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { notFound } from '../platform/errors';
import type { MemberScope } from './as-member';
import type { Database, Executor } from './client';
import { spaceMembers } from './schema/spaces';

/** A transaction acting for one member inside a space they belong to (ADR 039). */
export interface SpaceScope extends MemberScope {
  spaceId: string;
}

/** What a member outside a space is told: the same as for a space that does not exist. */
export const SPACE_NOT_FOUND = 'Space not found';

/**
 * Runs work on a space's shared rows for one member, in one transaction, only while the member
 * belongs to the space. The membership row is locked FOR SHARE for the transaction: a member
 * leaving (an update of that row) waits for work in flight and, once committed, ends access at
 * once, since every later call reads `left_at`. Outsiders, former members and unknown spaces
 * get the same 404. Besides the repositories' explicit `space_id` filter (`spaceOwns`), the
 * member and the space are set as `aurum.user_id` and `aurum.space_id`, so PostgreSQL row-level
 * security policies can be switched on underneath without touching callers.
 */
export function asSpaceMember<T>(
  db: Database,
  userId: string,
  spaceId: string,
  work: (scope: SpaceScope) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('aurum.user_id', ${userId}, true), set_config('aurum.space_id', ${spaceId}, true)`,
    );
    const [membership] = await tx
      .select({ id: spaceMembers.id })
      .from(spaceMembers)
      .where(
        and(
          eq(spaceMembers.spaceId, spaceId),
          eq(spaceMembers.userId, userId),
          isNull(spaceMembers.leftAt),
        ),
      )
      .for('share');
    if (!membership) throw notFound(SPACE_NOT_FOUND);
    return work({ tx, userId, spaceId });
  });
}

/** The filter every repository of a space-shared table adds: rows of the scope's space only. */
export const spaceOwns = (column: PgColumn, scope: Pick<SpaceScope, 'spaceId'>) =>
  eq(column, scope.spaceId);

/**
 * The members a space has now (left members excluded): who hears its live events (ADR 046). Read
 * inside the work's transaction, after asSpaceMember's lock, so it agrees with that work.
 */
export async function currentSpaceMemberIds(
  executor: Executor,
  spaceId: string,
): Promise<string[]> {
  const rows = await executor
    .select({ userId: spaceMembers.userId })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), isNull(spaceMembers.leftAt)));
  return rows.map((row) => row.userId);
}
