import type { EffortLevel, IdeaCategory } from '@aurum/shared/relationship/relationship-contract';
import { and, desc, eq } from 'drizzle-orm';
import { type SpaceScope, spaceOwns } from '../../../db/as-space-member';
import { relationshipIdeas } from '../../../db/schema/relationship';

export interface IdeaRecord {
  id: string;
  title: string;
  description: string;
  category: IdeaCategory;
  effortLevel: EffortLevel;
  budgetRand: number | null;
  isSeasonal: boolean;
  tags: string[];
  createdBy: string | null;
  conciergeRequestId: string | null;
  createdAt: Date;
}

export type IdeaFields = Pick<
  IdeaRecord,
  'title' | 'description' | 'category' | 'effortLevel' | 'budgetRand' | 'isSeasonal' | 'tags'
>;

const columns = {
  id: relationshipIdeas.id,
  title: relationshipIdeas.title,
  description: relationshipIdeas.description,
  category: relationshipIdeas.category,
  effortLevel: relationshipIdeas.effortLevel,
  budgetRand: relationshipIdeas.budgetRand,
  isSeasonal: relationshipIdeas.isSeasonal,
  tags: relationshipIdeas.tags,
  createdBy: relationshipIdeas.createdBy,
  conciergeRequestId: relationshipIdeas.conciergeRequestId,
  createdAt: relationshipIdeas.createdAt,
};

const toRecord = (row: object) => row as IdeaRecord;
const inSpace = (scope: SpaceScope, id: string) =>
  and(spaceOwns(relationshipIdeas.spaceId, scope), eq(relationshipIdeas.id, id));

/** The space's ideas, newest first. */
export async function listIdeas(scope: SpaceScope) {
  const rows = await scope.tx
    .select(columns)
    .from(relationshipIdeas)
    .where(spaceOwns(relationshipIdeas.spaceId, scope))
    .orderBy(desc(relationshipIdeas.createdAt), desc(relationshipIdeas.id));
  return rows.map(toRecord);
}

export async function insertIdea(scope: SpaceScope, fields: IdeaFields, now: Date) {
  const [row] = await scope.tx
    .insert(relationshipIdeas)
    .values({
      ...fields,
      spaceId: scope.spaceId,
      createdBy: scope.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning(columns);
  return toRecord(row!);
}

/** The space's idea by id, locked for a change; null when the space has none by that id. */
export async function lockIdea(scope: SpaceScope, id: string) {
  const [row] = await scope.tx
    .select(columns)
    .from(relationshipIdeas)
    .where(inSpace(scope, id))
    .for('update');
  return row ? toRecord(row) : null;
}

export async function updateIdea(
  scope: SpaceScope,
  id: string,
  fields: Partial<IdeaFields> & { conciergeRequestId?: string },
  now: Date,
) {
  const [row] = await scope.tx
    .update(relationshipIdeas)
    .set({ ...fields, updatedAt: now })
    .where(inSpace(scope, id))
    .returning(columns);
  return row ? toRecord(row) : null;
}

export async function deleteIdea(scope: SpaceScope, id: string) {
  const removed = await scope.tx
    .delete(relationshipIdeas)
    .where(inSpace(scope, id))
    .returning({ id: relationshipIdeas.id });
  return removed.length > 0;
}
