import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { spaceMembers, spaces } from '../db/schema/spaces';

/**
 * Test support: a relationship space of these members, the first its owner (the relationship
 * module, issue 30, will create spaces through its own repository). Answers the space's id.
 */
export async function spaceWith(db: Database, [owner, ...others]: [string, ...string[]]) {
  const [space] = await db
    .insert(spaces)
    .values({ kind: 'relationship', createdBy: owner })
    .returning({ id: spaces.id });
  await db
    .insert(spaceMembers)
    .values([
      { spaceId: space!.id, userId: owner, role: 'owner' },
      ...others.map((userId) => ({ spaceId: space!.id, userId })),
    ]);
  return space!.id;
}

/** A member leaves a space: the membership row keeps its history with `left_at`. */
export const leaveSpace = (db: Database, spaceId: string, userId: string) =>
  db
    .update(spaceMembers)
    .set({ leftAt: new Date() })
    .where(
      and(
        eq(spaceMembers.spaceId, spaceId),
        eq(spaceMembers.userId, userId),
        isNull(spaceMembers.leftAt),
      ),
    );
