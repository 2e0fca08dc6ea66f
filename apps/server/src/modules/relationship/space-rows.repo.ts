import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  relationshipConflicts,
  relationshipIdeas,
  sharedEvents,
} from '../../db/schema/relationship';

/** Removes a space's shared rows (events, ideas, conflicts with their perspectives). */
export async function forgetSpaceRows(tx: Executor, spaceId: string) {
  await tx.delete(sharedEvents).where(eq(sharedEvents.spaceId, spaceId));
  await tx.delete(relationshipIdeas).where(eq(relationshipIdeas.spaceId, spaceId));
  await tx.delete(relationshipConflicts).where(eq(relationshipConflicts.spaceId, spaceId));
}
