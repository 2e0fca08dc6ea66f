import { displayName } from '@aurum/shared/ui-rules/display-name';
import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { MemberReadScope, MemberScope } from '../../../db/as-member';
import { type Executor, rowsOf, type Transaction } from '../../../db/client';
import { routineCompletions, routines } from '../../../db/schema/life-os';
import { accounts } from '../../auth/accounts.api';
import { memberProfiles } from '../../profile/profile.api';

/** A routine as stored. */
export interface RoutineRecord {
  id: string;
  userId: string;
  name: string;
  startTime: string;
  nextAction: string;
  isActive: boolean;
  reminder: boolean;
  version: number;
  remindedOn: string | null;
  createdAt: Date;
}

export type RoutineFields = Pick<
  RoutineRecord,
  'name' | 'startTime' | 'nextAction' | 'isActive' | 'reminder'
>;

const routineColumns = {
  id: routines.id,
  userId: routines.userId,
  name: routines.name,
  startTime: routines.startTime,
  nextAction: routines.nextAction,
  isActive: routines.isActive,
  reminder: routines.reminder,
  version: routines.version,
  remindedOn: routines.remindedOn,
  createdAt: routines.createdAt,
};

const ownRoutine = (userId: string, id: string) =>
  and(eq(routines.id, id), eq(routines.userId, userId));

/** The member's routines: active first, then by time, then oldest first. */
export function listRoutines({ db, userId }: MemberReadScope): Promise<RoutineRecord[]> {
  return db
    .select(routineColumns)
    .from(routines)
    .where(eq(routines.userId, userId))
    .orderBy(
      desc(routines.isActive),
      asc(routines.startTime),
      asc(routines.createdAt),
      asc(routines.id),
    );
}

export async function countRoutines({ tx, userId }: MemberScope): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(routines).where(eq(routines.userId, userId));
  return row?.n ?? 0;
}

export async function insertRoutine({ tx, userId }: MemberScope, fields: RoutineFields, now: Date) {
  const [row] = await tx
    .insert(routines)
    .values({ ...fields, userId, createdAt: now, updatedAt: now })
    .returning(routineColumns);
  return row!;
}

/** The member's own routine, locked; null when there is none of theirs by that id. */
export async function lockRoutine({ tx, userId }: MemberScope, id: string) {
  const [row] = await tx
    .select(routineColumns)
    .from(routines)
    .where(ownRoutine(userId, id))
    .for('update');
  return row ?? null;
}

/** Writes a change; `newVersion` when the time, active or reminder changed (ADR 063). */
export async function updateRoutine(
  { tx, userId }: MemberScope,
  id: string,
  fields: RoutineFields,
  newVersion: boolean,
  now: Date,
) {
  const [row] = await tx
    .update(routines)
    .set({
      ...fields,
      updatedAt: now,
      ...(newVersion ? { version: sql`${routines.version} + 1`, remindedOn: null } : {}),
    })
    .where(ownRoutine(userId, id))
    .returning(routineColumns);
  return row!;
}

export async function deleteRoutine({ tx, userId }: MemberScope, id: string): Promise<boolean> {
  const removed = await tx
    .delete(routines)
    .where(ownRoutine(userId, id))
    .returning({ id: routines.id });
  return removed.length > 0;
}

/** Marks the routine done on a member day; a second time that day changes nothing. */
export async function addCompletion(
  { tx, userId }: MemberScope,
  id: string,
  day: string,
  now: Date,
) {
  await tx
    .insert(routineCompletions)
    .values({ routineId: id, userId, day, createdAt: now })
    .onConflictDoNothing();
}

export async function removeCompletion({ tx, userId }: MemberScope, id: string, day: string) {
  await tx
    .delete(routineCompletions)
    .where(
      and(
        eq(routineCompletions.routineId, id),
        eq(routineCompletions.userId, userId),
        eq(routineCompletions.day, day),
      ),
    );
}

/** Per routine: done today, completions since `since`, and its run of days in a row. */
export interface CompletionStanding {
  routineId: string;
  doneToday: boolean;
  recent: number;
  streak: number;
}

/**
 * The standing of each of the member's routines on `today` (a member day): each completion's
 * day plus its rank (newest first) is the same for a run of days in a row, so the run ending
 * today (or, while today is open, yesterday) is the count of that one value.
 */
export async function completionStandings(
  { db, userId }: MemberReadScope,
  today: string,
  since: string,
): Promise<CompletionStanding[]> {
  const rows = rowsOf<{
    routine_id: string;
    done_today: boolean;
    recent: number | string;
    run_today: number | string;
    run_yesterday: number | string;
  }>(
    await db.execute(sql`
      with ranked as (
        select routine_id, day,
          day + (row_number() over (partition by routine_id order by day desc))::int as run
        from ${routineCompletions}
        where user_id = ${userId} and day <= ${today}::date
      )
      select routine_id,
        bool_or(day = ${today}::date) as done_today,
        count(*) filter (where day >= ${since}::date) as recent,
        count(*) filter (where run = ${today}::date + 1) as run_today,
        count(*) filter (where run = ${today}::date) as run_yesterday
      from ranked
      group by routine_id`),
  );
  return rows.map((row) => ({
    routineId: row.routine_id,
    doneToday: row.done_today,
    recent: Number(row.recent),
    streak: Number(row.done_today ? row.run_today : row.run_yesterday),
  }));
}

/** The member's completions from one member day to another, for the weekly report. */
export function completionsBetween({ db, userId }: MemberReadScope, from: string, to: string) {
  return db
    .select({ routineId: routineCompletions.routineId, day: routineCompletions.day })
    .from(routineCompletions)
    .where(
      and(
        eq(routineCompletions.userId, userId),
        gte(routineCompletions.day, from),
        lte(routineCompletions.day, to),
      ),
    );
}

// The reminder job acts for no signed-in member: it reaches a routine by its id alone.

/** The routine a reminder job names, locked; null once it is gone. */
export async function lockRoutineForReminder(tx: Transaction, id: string) {
  const [row] = await tx
    .select(routineColumns)
    .from(routines)
    .where(eq(routines.id, id))
    .for('update');
  return row ?? null;
}

export async function findRoutineForReminder(db: Executor, id: string) {
  const [row] = await db.select(routineColumns).from(routines).where(eq(routines.id, id));
  return row ?? null;
}

export async function markReminded(tx: Transaction, id: string, day: string) {
  await tx.update(routines).set({ remindedOn: day }).where(eq(routines.id, id));
}

export async function doneOn(tx: Transaction, id: string, day: string): Promise<boolean> {
  const [row] = await tx
    .select({ day: routineCompletions.day })
    .from(routineCompletions)
    .where(and(eq(routineCompletions.routineId, id), eq(routineCompletions.day, day)));
  return row !== undefined;
}

/** Where and how to address the member's reminder. */
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
  const metadataName = row.metadata.name ?? row.metadata.full_name;
  return {
    email: row.email,
    name: displayName({ profileName: row.profileName, metadataName, email: row.email }),
  };
}

// The member's data rights (ADR 055).

export async function exportRoutines(db: Executor, userId: string) {
  const rows = await db
    .select(routineColumns)
    .from(routines)
    .where(eq(routines.userId, userId))
    .orderBy(asc(routines.createdAt), asc(routines.id));
  const done = await db
    .select({ routineId: routineCompletions.routineId, day: routineCompletions.day })
    .from(routineCompletions)
    .where(eq(routineCompletions.userId, userId))
    .orderBy(asc(routineCompletions.day));
  return rows.map((row) => ({
    name: row.name,
    time: row.startTime,
    next_action: row.nextAction,
    is_active: row.isActive,
    reminder: row.reminder,
    created_at: row.createdAt.toISOString(),
    completed_on: done.filter((c) => c.routineId === row.id).map((c) => c.day),
  }));
}

export async function forgetRoutines(tx: Transaction, userId: string) {
  await tx.delete(routineCompletions).where(eq(routineCompletions.userId, userId));
  await tx.delete(routines).where(eq(routines.userId, userId));
}
