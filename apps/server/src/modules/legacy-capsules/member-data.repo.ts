import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { legacyCapsules } from '../../db/schema/legacy-capsules';

/**
 * Legacy capsules' part of the member's data rights (ADR 055): exported through the service (it
 * opens released content, as the member reads it), removed here.
 */
export const CAPSULE_EXPORT_TABLES = ['legacy_capsules'] as const;

export async function forgetCapsules(tx: Transaction, userId: string) {
  await tx.delete(legacyCapsules).where(eq(legacyCapsules.userId, userId));
}
