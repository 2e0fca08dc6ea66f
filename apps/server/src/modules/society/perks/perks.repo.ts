import type {
  PerkCategory,
  PerkFulfilment,
  PerkTier,
} from '@aurum/shared/society/society-contract';
import { and, asc, count, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { MemberReadScope, MemberScope } from '../../../db/as-member';
import type { Executor } from '../../../db/client';
import { perkRedemptions, societyPerks } from '../../../db/schema/society';

/** A perk of the catalogue as stored. */
export interface PerkRecord {
  id: string;
  title: string;
  description: string;
  category: PerkCategory;
  tier: PerkTier;
  value: string;
  fulfilment: PerkFulfilment;
  expiresAt: string | null;
  stockRemaining: number | null;
  retiredAt: Date | null;
  updatedAt: Date;
}

/** A member's redemption of a perk in the current period. */
export interface RedemptionRecord {
  redeemedAt: Date;
  code: string | null;
  requestId: string | null;
}

/** What staff write for a perk. */
export interface PerkFields {
  title: string;
  description: string;
  category: PerkCategory;
  tier: PerkTier;
  value: string;
  fulfilment: PerkFulfilment;
  expiresAt: string | null;
  stockRemaining: number | null;
}

const perkColumns = {
  id: societyPerks.id,
  title: societyPerks.title,
  description: societyPerks.description,
  category: societyPerks.category,
  tier: societyPerks.tier,
  value: societyPerks.value,
  fulfilment: societyPerks.fulfilment,
  expiresAt: societyPerks.expiresAt,
  stockRemaining: societyPerks.stockRemaining,
  retiredAt: societyPerks.retiredAt,
  updatedAt: societyPerks.updatedAt,
};

type PerkRow = { category: string; tier: string; fulfilment: string } & Omit<
  PerkRecord,
  'category' | 'tier' | 'fulfilment'
>;
const toPerk = (row: PerkRow) => row as PerkRecord;

/** The redemption period of each perk's category for `periods` (the month, the year). */
const periodOf = (periods: { month: string; year: string }) =>
  sql`case ${societyPerks.category} when 'monthly' then ${periods.month} when 'birthday' then ${periods.year} else 'once' end`;

const catalogueOrder = [asc(societyPerks.sortOrder), asc(societyPerks.title)];

/**
 * The perks a member sees: not retired, not expired before today (unless they redeemed it this
 * period), each with the member's redemption of its current period.
 */
export async function listMemberPerks(
  { db, userId }: MemberReadScope,
  today: string,
  periods: { month: string; year: string },
) {
  const rows = await db
    .select({
      ...perkColumns,
      redeemedAt: perkRedemptions.redeemedAt,
      code: perkRedemptions.code,
      requestId: perkRedemptions.requestId,
    })
    .from(societyPerks)
    .leftJoin(
      perkRedemptions,
      and(
        eq(perkRedemptions.perkId, societyPerks.id),
        eq(perkRedemptions.userId, userId),
        eq(perkRedemptions.period, periodOf(periods)),
      ),
    )
    .where(
      and(
        isNull(societyPerks.retiredAt),
        or(
          isNull(societyPerks.expiresAt),
          gte(societyPerks.expiresAt, today),
          sql`${perkRedemptions.id} is not null`,
        ),
      ),
    )
    .orderBy(...catalogueOrder);
  return rows.map(({ redeemedAt, code, requestId, ...perk }) => ({
    perk: toPerk(perk),
    redemption: redeemedAt ? { redeemedAt, code, requestId } : null,
  }));
}

/** A perk of the catalogue that is not retired, or null. */
export async function findLivePerk(db: Executor, id: string): Promise<PerkRecord | null> {
  const [row] = await db
    .select(perkColumns)
    .from(societyPerks)
    .where(and(eq(societyPerks.id, id), isNull(societyPerks.retiredAt)));
  return row ? toPerk(row) : null;
}

/** The member's redemption of the perk in a period, or null. */
export async function findRedemption({ tx, userId }: MemberScope, perkId: string, period: string) {
  const [row] = await tx
    .select({
      redeemedAt: perkRedemptions.redeemedAt,
      code: perkRedemptions.code,
      requestId: perkRedemptions.requestId,
    })
    .from(perkRedemptions)
    .where(
      and(
        eq(perkRedemptions.perkId, perkId),
        eq(perkRedemptions.userId, userId),
        eq(perkRedemptions.period, period),
      ),
    );
  return (row as RedemptionRecord | undefined) ?? null;
}

/**
 * Takes one from a limited stock: one conditional update, so parallel redemptions (any instance)
 * queue on the row and the stock never goes below zero. False when none is left. Unlimited
 * perks (null stock) are not touched and answer true.
 */
export async function takeOneFromStock(tx: Executor, perkId: string): Promise<boolean> {
  const taken = await tx
    .update(societyPerks)
    .set({ stockRemaining: sql`${societyPerks.stockRemaining} - 1` })
    .where(and(eq(societyPerks.id, perkId), sql`${societyPerks.stockRemaining} > 0`))
    .returning({ id: societyPerks.id });
  return taken.length === 1;
}

/**
 * Records the redemption; null when one of the same perk, member and period is already there
 * (the unique key decides between parallel attempts).
 */
export async function insertRedemption(
  { tx, userId }: MemberScope,
  values: { perkId: string; period: string; code: string | null; requestId: string | null },
  now: Date,
): Promise<RedemptionRecord | null> {
  const [row] = await tx
    .insert(perkRedemptions)
    .values({ ...values, userId, redeemedAt: now })
    .onConflictDoNothing()
    .returning({
      redeemedAt: perkRedemptions.redeemedAt,
      code: perkRedemptions.code,
      requestId: perkRedemptions.requestId,
    });
  return row ?? null;
}

/** Links the concierge request filed for a redemption. */
export async function setRedemptionRequest(
  { tx, userId }: MemberScope,
  perkId: string,
  period: string,
  requestId: string,
) {
  await tx
    .update(perkRedemptions)
    .set({ requestId })
    .where(
      and(
        eq(perkRedemptions.perkId, perkId),
        eq(perkRedemptions.userId, userId),
        eq(perkRedemptions.period, period),
      ),
    );
}

// Staff: the catalogue.

const redemptionCount = sql<number>`(select count(*)::int from ${perkRedemptions} where ${perkRedemptions.perkId} = ${societyPerks.id})`;

/** Every perk, retired ones too, with how often it was redeemed. */
export async function listCataloguePerks(db: Executor) {
  const rows = await db
    .select({ ...perkColumns, redemptions: redemptionCount })
    .from(societyPerks)
    .orderBy(sql`${societyPerks.retiredAt} is not null`, ...catalogueOrder);
  return rows.map(({ redemptions, ...perk }) => ({
    perk: toPerk(perk),
    redemptions: Number(redemptions),
  }));
}

export async function cataloguePerk(db: Executor, id: string) {
  const [row] = await db
    .select({ ...perkColumns, redemptions: redemptionCount })
    .from(societyPerks)
    .where(eq(societyPerks.id, id));
  if (!row) return null;
  const { redemptions, ...perk } = row;
  return { perk: toPerk(perk), redemptions: Number(redemptions) };
}

/** A new perk; null when another perk has the title. */
export async function insertPerk(db: Executor, fields: PerkFields, now: Date, sortOrder = 0) {
  const [row] = await db
    .insert(societyPerks)
    .values({ ...fields, sortOrder, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: societyPerks.title })
    .returning({ id: societyPerks.id });
  return row?.id ?? null;
}

/** Changes a perk; 'missing' when there is none, 'taken' when the title is another perk's. */
export async function updatePerk(
  db: Executor,
  id: string,
  fields: Partial<PerkFields> & { retiredAt?: Date | null },
  now: Date,
): Promise<'ok' | 'missing' | 'taken'> {
  if (fields.title !== undefined) {
    const [twin] = await db
      .select({ id: societyPerks.id })
      .from(societyPerks)
      .where(and(eq(societyPerks.title, fields.title), sql`${societyPerks.id} <> ${id}`));
    if (twin) return 'taken';
  }
  const changed = await db
    .update(societyPerks)
    .set({ ...fields, updatedAt: now })
    .where(eq(societyPerks.id, id))
    .returning({ id: societyPerks.id });
  return changed.length ? 'ok' : 'missing';
}

export async function countPerks(db: Executor) {
  const [row] = await db.select({ n: count() }).from(societyPerks);
  return row?.n ?? 0;
}

// Data rights (ADR 055).

export async function exportRedemptions(db: Executor, userId: string) {
  const rows = await db
    .select({
      perk: societyPerks.title,
      value: societyPerks.value,
      period: perkRedemptions.period,
      code: perkRedemptions.code,
      requestId: perkRedemptions.requestId,
      redeemedAt: perkRedemptions.redeemedAt,
    })
    .from(perkRedemptions)
    .innerJoin(societyPerks, eq(societyPerks.id, perkRedemptions.perkId))
    .where(eq(perkRedemptions.userId, userId))
    .orderBy(asc(perkRedemptions.redeemedAt), desc(perkRedemptions.id));
  return rows.map((row) => ({
    perk: row.perk,
    value: row.value,
    period: row.period,
    code: row.code,
    request_id: row.requestId,
    redeemed_at: row.redeemedAt.toISOString(),
  }));
}

export async function forgetRedemptions(tx: Executor, userId: string) {
  await tx.delete(perkRedemptions).where(eq(perkRedemptions.userId, userId));
}
