import { eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { profiles } from '../../db/schema/profiles';

const qb = new QueryBuilder();

/**
 * Member profiles as other modules may join them (ADR 042): name, e-mail, tier, verification and
 * premium access, never medical info. A subquery PostgreSQL inlines into the joining query.
 */
export const memberProfiles = qb
  .select({
    id: profiles.id,
    name: profiles.name,
    email: profiles.email,
    membershipTier: profiles.membershipTier,
    verificationStatus: profiles.verificationStatus,
    trialEndDate: profiles.trialEndDate,
    premiumAccessGranted: profiles.premiumAccessGranted,
    /** Society's birthday perks (issue 30). */
    dateOfBirth: profiles.dateOfBirth,
  })
  .from(profiles)
  .as('member_profiles');

/** The profile row of a new account, written in the sign-up transaction (auth). */
export async function insertMemberProfile(
  tx: Executor,
  values: { id: string; name: string | null; email: string; trialEndDate: Date; now: Date },
) {
  await tx.insert(profiles).values({
    id: values.id,
    name: values.name,
    email: values.email,
    trialEndDate: values.trialEndDate,
    createdAt: values.now,
    updatedAt: values.now,
  });
}

/**
 * Locks the member's profile row until the transaction ends: every change of a membership (a
 * payment's activation, a complimentary plan, staff withdrawing access, the period's end) takes
 * this lock, after the payment row when there is one (membership).
 */
export async function lockMemberProfile(tx: Executor, userId: string) {
  const [row] = await tx
    .select({
      tier: profiles.membershipTier,
      premiumAccessGranted: profiles.premiumAccessGranted,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for('no key update');
  return row ?? null;
}

/** The membership tier a settled payment or a lapse gives the member (membership). */
export async function setProfileTier(tx: Executor, userId: string, tier: string, now: Date) {
  await tx
    .update(profiles)
    .set({ membershipTier: tier, updatedAt: now })
    .where(eq(profiles.id, userId));
}

/** Premium access granted or withdrawn by staff (membership). */
export async function setPremiumAccess(tx: Executor, userId: string, granted: boolean, now: Date) {
  await tx
    .update(profiles)
    .set({ premiumAccessGranted: granted, updatedAt: now })
    .where(eq(profiles.id, userId));
}

/** The member's new address once auth confirmed an e-mail change (ADR 051). */
export async function setProfileEmail(tx: Executor, userId: string, email: string, now: Date) {
  await tx.update(profiles).set({ email, updatedAt: now }).where(eq(profiles.id, userId));
}

/** Where a member is reached (notifications, issue 32): e-mail, name and phone (E.164). */
export async function memberContact(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: profiles.email, name: profiles.name, phone: profiles.phone })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? null;
}

/** The member whose profile has this e-mail (any case), or null: a capsule's recipient. */
export async function memberIdByEmail(db: Executor, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = lower(${email})`)
    .limit(1);
  return row?.id ?? null;
}
