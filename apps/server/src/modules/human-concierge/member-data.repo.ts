import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { conciergeCases, conciergeProfiles } from '../../db/schema/human-concierge';

/**
 * The human concierge's part of the member's data rights (ADR 055, 072): their cases with their
 * threads (opened by the service's exportFor) and,
 * for a staff account, its concierge profile. Settings live in user_preferences (human_concierge),
 * exported and removed with the profile.
 */
export const HUMAN_CONCIERGE_EXPORT_TABLES = [
  'concierge_cases',
  'concierge_messages',
  'concierge_profiles',
] as const;

/** A staff account's concierge profile, as stored (null for members). */
export async function exportConciergeProfile(db: Executor, userId: string) {
  const [profile] = await db
    .select()
    .from(conciergeProfiles)
    .where(eq(conciergeProfiles.staffId, userId));
  return profile ?? null;
}

/** Removes the member's cases (their threads go with them) and a staff member's profile. */
export async function forgetHumanConcierge(tx: Transaction, userId: string) {
  await tx.delete(conciergeCases).where(eq(conciergeCases.memberId, userId));
  await tx.delete(conciergeProfiles).where(eq(conciergeProfiles.staffId, userId));
}
