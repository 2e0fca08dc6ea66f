import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conciergeCases, conciergeMessages } from '../../db/schema/human-concierge';
import { accounts } from '../auth/accounts.api';

/**
 * The hand-off cases (issue 31, ADR 072). Reads filter by the member (member routes) or by
 * nothing (staff see every case); writes lock the one case row they change.
 */
export type CaseRow = typeof conciergeCases.$inferSelect;
export type NewCaseRow = typeof conciergeCases.$inferInsert;

/** A case with its unread count for one side, and the member's account for the staff view. */
export interface CaseRead {
  row: CaseRow;
  unread: number;
  member: { email: string; name: string };
}

const nameOf = (email: string, meta: { name?: string; full_name?: string }) =>
  meta.full_name || meta.name || email.split('@')[0]!;

/** Messages from the other side after the reader last read the thread. */
const unreadFor = (reader: 'member' | 'staff') => {
  const readAt = reader === 'member' ? conciergeCases.memberReadAt : conciergeCases.staffReadAt;
  const from = reader === 'member' ? ['staff', 'system'] : ['member'];
  return sql<number>`(select count(*)::int from ${conciergeMessages}
    where ${conciergeMessages.caseId} = ${conciergeCases.id}
      and ${conciergeMessages.author} in (${sql.join(
        from.map((a) => sql`${a}`),
        sql`, `,
      )})
      and (${readAt} is null or ${conciergeMessages.createdAt} > ${readAt}))`.mapWith(Number);
};

async function readCases(
  db: Executor,
  reader: 'member' | 'staff',
  where: SQL | undefined,
  order: 'oldest' | 'newest',
): Promise<CaseRead[]> {
  const rows = await db
    .select({
      row: conciergeCases,
      unread: unreadFor(reader),
      email: accounts.email,
      meta: accounts.userMetadata,
    })
    .from(conciergeCases)
    .innerJoin(accounts, eq(accounts.id, conciergeCases.memberId))
    .where(where)
    .orderBy(
      order === 'oldest' ? asc(conciergeCases.createdAt) : desc(conciergeCases.createdAt),
      asc(conciergeCases.id),
    );
  return rows.map(({ row, unread, email, meta }) => ({
    row,
    unread,
    member: { email, name: nameOf(email, meta) },
  }));
}

export const insertCase = (tx: Executor, row: NewCaseRow) => tx.insert(conciergeCases).values(row);

/** The member's cases: open ones (active) or completed ones (history), newest first. */
export function memberCases(db: Executor, memberId: string, state: 'active' | 'history') {
  const open =
    state === 'active'
      ? ne(conciergeCases.status, 'completed')
      : eq(conciergeCases.status, 'completed');
  return readCases(db, 'member', and(eq(conciergeCases.memberId, memberId), open), 'newest');
}

/** One case of the member's (null for anyone else's: the caller answers 404). */
export async function memberCase(db: Executor, memberId: string, caseId: string) {
  const [found] = await readCases(
    db,
    'member',
    and(eq(conciergeCases.memberId, memberId), eq(conciergeCases.id, caseId)),
    'newest',
  );
  return found ?? null;
}

/** Any case, for staff. */
export async function staffCase(db: Executor, caseId: string) {
  const [found] = await readCases(db, 'staff', eq(conciergeCases.id, caseId), 'newest');
  return found ?? null;
}

/** Every open case (the staff queue; the service orders it). */
export const openCases = (db: Executor) =>
  readCases(db, 'staff', ne(conciergeCases.status, 'completed'), 'oldest');

/** Locks one case until the transaction ends; null when there is none (or not the member's). */
export async function lockCase(tx: Executor, caseId: string, memberId?: string) {
  const [row] = await tx
    .select()
    .from(conciergeCases)
    .where(
      memberId
        ? and(eq(conciergeCases.id, caseId), eq(conciergeCases.memberId, memberId))
        : eq(conciergeCases.id, caseId),
    )
    .for('update');
  return row ?? null;
}

/**
 * Accepts a pending case in one statement: of two staff accepting at once, the second finds it
 * no longer pending and changes nothing (false).
 */
export async function acceptPendingCase(tx: Executor, caseId: string, staffId: string, now: Date) {
  const rows = await tx
    .update(conciergeCases)
    .set({ status: 'accepted', assignedStaffId: staffId, acceptedAt: now, updatedAt: now })
    .where(and(eq(conciergeCases.id, caseId), eq(conciergeCases.status, 'pending')))
    .returning({ id: conciergeCases.id });
  return rows.length > 0;
}

export async function updateCase(
  tx: Executor,
  caseId: string,
  fields: Partial<Omit<NewCaseRow, 'id' | 'memberId'>>,
  now: Date,
) {
  await tx
    .update(conciergeCases)
    .set({ ...fields, updatedAt: now })
    .where(eq(conciergeCases.id, caseId));
}

/** How many of the member's cases are not completed. */
export async function countOpenCases(db: Executor, memberId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(conciergeCases)
    .where(and(eq(conciergeCases.memberId, memberId), ne(conciergeCases.status, 'completed')));
  return row?.n ?? 0;
}

/** A member holds a case a person has taken (accepted or in progress): the newest such. */
export async function caseHeldByPerson(db: Executor, memberId: string) {
  const [row] = await db
    .select({ id: conciergeCases.id, staffId: conciergeCases.assignedStaffId })
    .from(conciergeCases)
    .where(
      and(
        eq(conciergeCases.memberId, memberId),
        inArray(conciergeCases.status, ['accepted', 'in_progress']),
      ),
    )
    .orderBy(desc(conciergeCases.acceptedAt))
    .limit(1);
  return row ?? null;
}

/** Ratings per staff member: the sum and count of the ratings of the cases they held. */
export async function ratingsByStaff(db: Executor) {
  const rows = await db
    .select({
      staffId: conciergeCases.assignedStaffId,
      total: sql<number>`sum(${conciergeCases.rating})::int`.mapWith(Number),
      count: sql<number>`count(${conciergeCases.rating})::int`.mapWith(Number),
    })
    .from(conciergeCases)
    .where(
      sql`${conciergeCases.rating} is not null and ${conciergeCases.assignedStaffId} is not null`,
    )
    .groupBy(conciergeCases.assignedStaffId);
  return new Map(rows.map((r) => [r.staffId!, { total: r.total, count: r.count }]));
}

/**
 * Promises decided (answered, or missed) and kept (answered in time and never overdue), for the
 * team and for one staff member (the cases they hold).
 */
export async function promiseCounts(db: Executor, staffId: string) {
  const decided = sql`(${conciergeCases.firstResponseAt} is not null or ${conciergeCases.overdueAt} is not null)`;
  const kept = sql`(${conciergeCases.overdueAt} is null and ${conciergeCases.firstResponseAt} is not null and ${conciergeCases.firstResponseAt} <= ${conciergeCases.dueAt})`;
  const mine = sql`${conciergeCases.assignedStaffId} = ${staffId}`;
  const count = (where: SQL) => sql<number>`count(*) filter (where ${where})::int`.mapWith(Number);
  const [row] = await db
    .select({
      teamDecided: count(decided),
      teamKept: count(kept),
      mineDecided: count(sql`${decided} and ${mine}`),
      mineKept: count(sql`${kept} and ${mine}`),
    })
    .from(conciergeCases);
  return row!;
}

/** Cases still waiting for a first answer whose promise fell due (tests, the console). */
export const isDue = (row: CaseRow, now: Date) =>
  row.firstResponseAt === null && row.overdueAt === null && row.dueAt <= now;
