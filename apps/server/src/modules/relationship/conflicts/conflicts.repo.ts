import type { ConflictStatus } from '@aurum/shared/relationship/relationship-contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { type SpaceScope, spaceOwns } from '../../../db/as-space-member';
import { conflictPerspectives, relationshipConflicts } from '../../../db/schema/relationship';

export interface ConflictRecord {
  id: string;
  sealedIssueSummary: string;
  sealedGuidance: string | null;
  status: ConflictStatus;
  guidanceAt: Date | null;
  resolvedAt: Date | null;
  createdAt: Date;
}

export interface PerspectiveRecord {
  id: string;
  conflictId: string;
  userId: string;
  sealedText: string;
}

const columns = {
  id: relationshipConflicts.id,
  sealedIssueSummary: relationshipConflicts.sealedIssueSummary,
  sealedGuidance: relationshipConflicts.sealedGuidance,
  status: relationshipConflicts.status,
  guidanceAt: relationshipConflicts.guidanceAt,
  resolvedAt: relationshipConflicts.resolvedAt,
  createdAt: relationshipConflicts.createdAt,
};
const perspectiveColumns = {
  id: conflictPerspectives.id,
  conflictId: conflictPerspectives.conflictId,
  userId: conflictPerspectives.userId,
  sealedText: conflictPerspectives.sealedText,
};

const toRecord = (row: object) => row as ConflictRecord;
const inSpace = (scope: SpaceScope, id: string) =>
  and(spaceOwns(relationshipConflicts.spaceId, scope), eq(relationshipConflicts.id, id));

/** The space's conflicts: active first, newest first. */
export async function listConflicts(scope: SpaceScope) {
  const rows = await scope.tx
    .select(columns)
    .from(relationshipConflicts)
    .where(spaceOwns(relationshipConflicts.spaceId, scope))
    .orderBy(
      asc(relationshipConflicts.status),
      desc(relationshipConflicts.createdAt),
      desc(relationshipConflicts.id),
    );
  return rows.map(toRecord);
}

export async function perspectivesOf(scope: SpaceScope, conflictIds: string[]) {
  if (conflictIds.length === 0) return [];
  return scope.tx
    .select(perspectiveColumns)
    .from(conflictPerspectives)
    .where(inArray(conflictPerspectives.conflictId, conflictIds));
}

export async function insertConflict(
  scope: SpaceScope,
  row: { id: string; sealedIssueSummary: string; keyId: string },
  now: Date,
) {
  const [inserted] = await scope.tx
    .insert(relationshipConflicts)
    .values({
      ...row,
      spaceId: scope.spaceId,
      createdBy: scope.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning(columns);
  return toRecord(inserted!);
}

export async function lockConflict(scope: SpaceScope, id: string) {
  const [row] = await scope.tx
    .select(columns)
    .from(relationshipConflicts)
    .where(inSpace(scope, id))
    .for('update');
  return row ? toRecord(row) : null;
}

/** The member's perspective, written or rewritten (one per member and conflict). */
export async function savePerspective(
  scope: SpaceScope,
  row: { id: string; conflictId: string; sealedText: string; keyId: string },
  now: Date,
) {
  await scope.tx
    .insert(conflictPerspectives)
    .values({ ...row, userId: scope.userId, writtenAt: now })
    .onConflictDoUpdate({
      target: [conflictPerspectives.conflictId, conflictPerspectives.userId],
      set: { sealedText: row.sealedText, keyId: row.keyId, writtenAt: now },
    });
}

/** The member's existing perspective's id (its sealed text is bound to it), if any. */
export async function ownPerspectiveId(scope: SpaceScope, conflictId: string) {
  const [row] = await scope.tx
    .select({ id: conflictPerspectives.id })
    .from(conflictPerspectives)
    .where(
      and(
        eq(conflictPerspectives.conflictId, conflictId),
        eq(conflictPerspectives.userId, scope.userId),
      ),
    );
  return row?.id ?? null;
}

export async function setGuidance(
  scope: SpaceScope,
  id: string,
  sealed: { sealedGuidance: string; keyId: string },
  now: Date,
) {
  const [row] = await scope.tx
    .update(relationshipConflicts)
    .set({ ...sealed, guidanceAt: now, updatedAt: now })
    .where(inSpace(scope, id))
    .returning(columns);
  return toRecord(row!);
}

export async function resolveConflict(scope: SpaceScope, id: string, now: Date) {
  const [row] = await scope.tx
    .update(relationshipConflicts)
    .set({ status: 'resolved', resolvedAt: now, updatedAt: now })
    .where(inSpace(scope, id))
    .returning(columns);
  return toRecord(row!);
}
