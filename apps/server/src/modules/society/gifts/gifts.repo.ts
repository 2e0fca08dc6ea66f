import type { GiftCategory, GiftStatus } from '@aurum/shared/society/society-contract';
import { desc, eq, ilike, or } from 'drizzle-orm';
import type { MemberReadScope } from '../../../db/as-member';
import type { Executor } from '../../../db/client';
import { societyGifts } from '../../../db/schema/society';
import { accounts } from '../../auth/accounts.api';
import { memberProfiles } from '../../profile/profile.api';

/** A gift as stored. */
export interface GiftRecord {
  id: string;
  giftName: string;
  sentDate: string;
  category: GiftCategory;
  valueCents: number;
  status: GiftStatus;
  note: string | null;
}

export type GiftFields = Omit<GiftRecord, 'id'>;

const giftColumns = {
  id: societyGifts.id,
  giftName: societyGifts.giftName,
  sentDate: societyGifts.sentDate,
  category: societyGifts.category,
  valueCents: societyGifts.valueCents,
  status: societyGifts.status,
  note: societyGifts.note,
};

const toGift = (
  row: { category: string; status: string } & Omit<GiftRecord, 'category' | 'status'>,
) => row as GiftRecord;

const newestFirst = [
  desc(societyGifts.sentDate),
  desc(societyGifts.createdAt),
  desc(societyGifts.id),
];

/** The gifts the member received, newest first. */
export async function listMemberGifts({ db, userId }: MemberReadScope) {
  const rows = await db
    .select(giftColumns)
    .from(societyGifts)
    .where(eq(societyGifts.userId, userId))
    .orderBy(...newestFirst);
  return rows.map(toGift);
}

const STAFF_LIST_LIMIT = 200;

/** Staff: gifts of every member, newest first, filtered by member e-mail, name or gift name. */
export async function listAllGifts(db: Executor, q: string) {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ ...giftColumns, memberEmail: accounts.email, memberName: memberProfiles.name })
    .from(societyGifts)
    .innerJoin(accounts, eq(accounts.id, societyGifts.userId))
    .innerJoin(memberProfiles, eq(memberProfiles.id, societyGifts.userId))
    .where(
      q
        ? or(
            ilike(accounts.email, like),
            ilike(memberProfiles.name, like),
            ilike(societyGifts.giftName, like),
          )
        : undefined,
    )
    .orderBy(...newestFirst)
    .limit(STAFF_LIST_LIMIT);
  return rows.map(({ memberEmail, memberName, ...gift }) => ({
    gift: toGift(gift),
    memberEmail,
    memberName,
  }));
}

export async function findGiftWithMember(db: Executor, id: string) {
  const [row] = await db
    .select({ ...giftColumns, memberEmail: accounts.email, memberName: memberProfiles.name })
    .from(societyGifts)
    .innerJoin(accounts, eq(accounts.id, societyGifts.userId))
    .innerJoin(memberProfiles, eq(memberProfiles.id, societyGifts.userId))
    .where(eq(societyGifts.id, id));
  if (!row) return null;
  const { memberEmail, memberName, ...gift } = row;
  return { gift: toGift(gift), memberEmail, memberName };
}

export async function insertGift(db: Executor, userId: string, fields: GiftFields, now: Date) {
  const [row] = await db
    .insert(societyGifts)
    .values({ ...fields, userId, createdAt: now, updatedAt: now })
    .returning({ id: societyGifts.id });
  return row!.id;
}

export async function updateGift(db: Executor, id: string, fields: Partial<GiftFields>, now: Date) {
  const changed = await db
    .update(societyGifts)
    .set({ ...fields, updatedAt: now })
    .where(eq(societyGifts.id, id))
    .returning({ id: societyGifts.id });
  return changed.length > 0;
}

// Data rights (ADR 055).

export async function exportGifts(db: Executor, userId: string) {
  const rows = await listMemberGifts({ db, userId });
  return rows.map((gift) => ({
    gift_name: gift.giftName,
    sent_date: gift.sentDate,
    category: gift.category,
    value_cents: gift.valueCents,
    status: gift.status,
    note: gift.note,
  }));
}

export async function forgetGifts(tx: Executor, userId: string) {
  await tx.delete(societyGifts).where(eq(societyGifts.userId, userId));
}
