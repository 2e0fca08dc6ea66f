import type { BillingCycle } from '@aurum/shared/membership/plans';
import type { PremiumAccessMember } from '@aurum/shared/membership/payments-contract';
import { displayName } from '@aurum/shared/ui-rules/display-name';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { membershipPlans, memberships } from '../../db/schema/membership';
import { accounts } from '../auth/accounts.api';
import { memberProfiles } from '../profile/profile.api';

// The member's profile row is the profile module's (ADR 042): changed and locked through its face.
export {
  lockMemberProfile as lockProfile,
  setPremiumAccess,
  setProfileTier,
} from '../profile/profile.api';

/** The member's current paid or complimentary membership. */
export interface MembershipRecord {
  tier: string;
  source: 'payment' | 'complimentary';
  billingCycle: BillingCycle | null;
  paidUntil: Date | null;
  noticeSentFor: Date | null;
}

/** Everything the tier policy needs to know where a member stands. */
export interface StandingFacts {
  tier: string;
  trialEndDate: Date | null;
  premiumAccessGranted: boolean;
  membership: MembershipRecord | null;
  /** The monthly request limit of the plan of the member's tier; undefined when no such plan. */
  planRequestLimit: number | null | undefined;
}

export async function standingFacts(db: Executor, userId: string): Promise<StandingFacts | null> {
  const [row] = await db
    .select({
      tier: memberProfiles.membershipTier,
      trialEndDate: memberProfiles.trialEndDate,
      premiumAccessGranted: memberProfiles.premiumAccessGranted,
      membershipTier: memberships.tier,
      source: memberships.source,
      billingCycle: memberships.billingCycle,
      paidUntil: memberships.paidUntil,
      noticeSentFor: memberships.noticeSentFor,
      planId: membershipPlans.id,
      planRequestLimit: membershipPlans.monthlyRequestLimit,
    })
    .from(memberProfiles)
    .leftJoin(memberships, eq(memberships.userId, memberProfiles.id))
    .leftJoin(membershipPlans, eq(membershipPlans.tier, memberProfiles.membershipTier))
    .where(eq(memberProfiles.id, userId));
  if (!row) return null;
  return {
    tier: row.tier,
    trialEndDate: row.trialEndDate,
    premiumAccessGranted: row.premiumAccessGranted,
    membership:
      row.membershipTier && row.source
        ? {
            tier: row.membershipTier,
            source: row.source,
            billingCycle: row.billingCycle,
            paidUntil: row.paidUntil,
            noticeSentFor: row.noticeSentFor,
          }
        : null,
    planRequestLimit: row.planId ? row.planRequestLimit : undefined,
  };
}

export async function findMembership(tx: Executor, userId: string) {
  const [row] = await tx
    .select({
      tier: memberships.tier,
      source: memberships.source,
      billingCycle: memberships.billingCycle,
      paidUntil: memberships.paidUntil,
      noticeSentFor: memberships.noticeSentFor,
    })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  return (row as MembershipRecord | undefined) ?? null;
}

/** The name of the plan the member's membership is on. */
export async function currentPlanName(db: Executor, userId: string) {
  const [row] = await db
    .select({ name: membershipPlans.name })
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .where(eq(memberships.userId, userId));
  return row?.name ?? null;
}

export interface MembershipWrite {
  userId: string;
  planId: string;
  tier: string;
  source: 'payment' | 'complimentary';
  billingCycle: BillingCycle | null;
  startedAt: Date;
  paidUntil: Date | null;
  lastPaymentId: string | null;
}

export async function saveMembership(tx: Executor, membership: MembershipWrite, now: Date) {
  const { userId: _userId, ...changes } = membership;
  await tx
    .insert(memberships)
    .values({ ...membership, updatedAt: now })
    .onConflictDoUpdate({ target: memberships.userId, set: { ...changes, updatedAt: now } });
}

export async function deleteMembership(tx: Executor, userId: string) {
  await tx.delete(memberships).where(eq(memberships.userId, userId));
}

export async function markNoticeSent(tx: Executor, userId: string, paidUntil: Date, now: Date) {
  await tx
    .update(memberships)
    .set({ noticeSentFor: paidUntil, updatedAt: now })
    .where(eq(memberships.userId, userId));
}

/** The member's e-mail address and name by the shared display-name rule. */
export async function memberContact(db: Executor, userId: string) {
  const [row] = await db
    .select({
      email: accounts.email,
      metadata: accounts.userMetadata,
      profileName: memberProfiles.name,
    })
    .from(accounts)
    .leftJoin(memberProfiles, eq(memberProfiles.id, accounts.id))
    .where(eq(accounts.id, userId));
  if (!row) return null;
  return {
    email: row.email,
    name: displayName({
      profileName: row.profileName,
      metadataName: row.metadata.name ?? row.metadata.full_name,
      email: row.email,
    }),
  };
}

/** A member account (role member) by e-mail, for staff granting premium access. */
export async function findMemberByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.email, email), eq(accounts.role, 'member')));
  return row?.id ?? null;
}

export async function listPremiumMembers(db: Executor): Promise<PremiumAccessMember[]> {
  const rows = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      name: memberProfiles.name,
      metadata: accounts.userMetadata,
      tier: memberProfiles.membershipTier,
    })
    .from(memberProfiles)
    .innerJoin(accounts, eq(accounts.id, memberProfiles.id))
    .where(eq(memberProfiles.premiumAccessGranted, true))
    .orderBy(asc(accounts.email));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name || row.metadata.name || null,
    membership_tier: row.tier,
  }));
}
