import type { AdminMembershipPlan, MembershipPlan, PaidTier } from '@aurum/shared/membership/plans';
import { DEFAULT_PLANS, yearlySavingCents } from '@aurum/shared/membership/plans';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { membershipPlans } from '../../db/schema/membership';

type PlanRow = typeof membershipPlans.$inferSelect;

const toPlan = (row: PlanRow): MembershipPlan => {
  const prices = {
    monthly_price_cents: row.monthlyPriceCents,
    yearly_price_cents: row.yearlyPriceCents,
  };
  return {
    id: row.id,
    tier: row.tier as PaidTier,
    name: row.name,
    ...prices,
    yearly_saving_cents: yearlySavingCents(prices),
    monthly_request_limit: row.monthlyRequestLimit,
    most_popular: row.mostPopular,
    features: row.features,
  };
};

const toAdminPlan = (row: PlanRow): AdminMembershipPlan => ({
  ...toPlan(row),
  is_active: row.isActive,
  updated_at: row.updatedAt.toISOString(),
});

/** Seeds the plans of spec 02 section 9 that are missing; staff edits are never overwritten. */
export async function insertMissingDefaultPlans(db: Executor) {
  await db
    .insert(membershipPlans)
    .values(
      DEFAULT_PLANS.map((plan, index) => ({
        tier: plan.tier,
        name: plan.name,
        monthlyPriceCents: plan.monthlyPriceCents,
        yearlyPriceCents: plan.yearlyPriceCents,
        monthlyRequestLimit: plan.monthlyRequestLimit,
        mostPopular: plan.mostPopular,
        features: [...plan.features],
        sortOrder: index,
      })),
    )
    .onConflictDoNothing({ target: membershipPlans.tier });
  // The black plan was first seeded as "Elite plan", unlike its siblings' "... Access" names
  // (issue 24); a name staff chose since is left alone.
  await db
    .update(membershipPlans)
    .set({ name: DEFAULT_PLANS[2].name })
    .where(and(eq(membershipPlans.tier, 'black'), eq(membershipPlans.name, 'Elite plan')));
}

const ordered = (db: Executor) =>
  db
    .select()
    .from(membershipPlans)
    .orderBy(asc(membershipPlans.sortOrder), asc(membershipPlans.tier));

export async function listActivePlans(db: Executor): Promise<MembershipPlan[]> {
  return (await ordered(db).where(eq(membershipPlans.isActive, true))).map(toPlan);
}

export async function listAllPlans(db: Executor): Promise<AdminMembershipPlan[]> {
  return (await ordered(db)).map(toAdminPlan);
}

export async function findActivePlan(db: Executor, tier: string): Promise<MembershipPlan | null> {
  const [row] = await db
    .select()
    .from(membershipPlans)
    .where(and(eq(membershipPlans.tier, tier), eq(membershipPlans.isActive, true)));
  return row ? toPlan(row) : null;
}

export interface PlanChanges {
  name?: string;
  monthlyPriceCents?: number;
  yearlyPriceCents?: number;
  monthlyRequestLimit?: number | null;
  mostPopular?: boolean;
  features?: string[];
  isActive?: boolean;
}

export async function updatePlan(
  tx: Executor,
  id: string,
  changes: PlanChanges,
  now: Date,
): Promise<AdminMembershipPlan | null> {
  const [row] = await tx
    .update(membershipPlans)
    .set({ ...changes, updatedAt: now })
    .where(eq(membershipPlans.id, id))
    .returning();
  return row ? toAdminPlan(row) : null;
}

/** One plan carries 'Most Popular': marking one clears the others. */
export async function clearMostPopularExcept(tx: Executor, id: string, now: Date) {
  await tx
    .update(membershipPlans)
    .set({ mostPopular: false, updatedAt: now })
    .where(and(ne(membershipPlans.id, id), eq(membershipPlans.mostPopular, true)));
}
