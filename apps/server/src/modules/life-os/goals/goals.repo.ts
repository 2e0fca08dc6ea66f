import type { GoalStatus, GoalType } from '@aurum/shared/life-os/goals';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { MemberReadScope, MemberScope } from '../../../db/as-member';
import type { Executor, Transaction } from '../../../db/client';
import { goals } from '../../../db/schema/life-os';

/** A goal as stored. */
export interface GoalRecord {
  id: string;
  title: string;
  type: GoalType;
  targetValue: number;
  currentValue: number;
  deadline: string | null;
  status: GoalStatus;
  completedAt: Date | null;
  createdAt: Date;
}

/** What a create or a change writes: every field, the status already derived. */
export type GoalFields = Omit<GoalRecord, 'id' | 'createdAt'>;

const goalColumns = {
  id: goals.id,
  title: goals.title,
  type: goals.type,
  targetValue: goals.targetValue,
  currentValue: goals.currentValue,
  deadline: goals.deadline,
  status: goals.status,
  completedAt: goals.completedAt,
  createdAt: goals.createdAt,
};

const toRecord = (row: { type: string; status: string } & Omit<GoalRecord, 'type' | 'status'>) =>
  ({ ...row, type: row.type as GoalType, status: row.status as GoalStatus }) as GoalRecord;

const ownGoal = (userId: string, id: string) => and(eq(goals.id, id), eq(goals.userId, userId));

/** The member's goals: active first, then by deadline (none last), then oldest first. */
export async function listGoals({ db, userId }: MemberReadScope): Promise<GoalRecord[]> {
  const rows = await db
    .select(goalColumns)
    .from(goals)
    .where(eq(goals.userId, userId))
    .orderBy(
      asc(goals.status),
      sql`${goals.deadline} asc nulls last`,
      asc(goals.createdAt),
      asc(goals.id),
    );
  return rows.map(toRecord);
}

export async function countGoals({ tx, userId }: MemberScope): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(goals).where(eq(goals.userId, userId));
  return row?.n ?? 0;
}

export async function insertGoal({ tx, userId }: MemberScope, fields: GoalFields, now: Date) {
  const [row] = await tx
    .insert(goals)
    .values({ ...fields, userId, createdAt: now, updatedAt: now })
    .returning(goalColumns);
  return toRecord(row!);
}

/** The member's own goal, locked for a change; null when there is none of theirs by that id. */
export async function lockGoal({ tx, userId }: MemberScope, id: string) {
  const [row] = await tx.select(goalColumns).from(goals).where(ownGoal(userId, id)).for('update');
  return row ? toRecord(row) : null;
}

export async function updateGoal(
  { tx, userId }: MemberScope,
  id: string,
  fields: GoalFields,
  now: Date,
) {
  const [row] = await tx
    .update(goals)
    .set({ ...fields, updatedAt: now })
    .where(ownGoal(userId, id))
    .returning(goalColumns);
  return toRecord(row!);
}

export async function deleteGoal({ tx, userId }: MemberScope, id: string): Promise<boolean> {
  const removed = await tx.delete(goals).where(ownGoal(userId, id)).returning({ id: goals.id });
  return removed.length > 0;
}

/** The member's goals for their data export (ADR 055), oldest first. */
export async function exportGoals(db: Executor, userId: string) {
  const rows = await db
    .select(goalColumns)
    .from(goals)
    .where(eq(goals.userId, userId))
    .orderBy(asc(goals.createdAt), desc(goals.id));
  return rows.map((row) => ({
    title: row.title,
    type: row.type,
    target_value: row.targetValue,
    current_value: row.currentValue,
    deadline: row.deadline,
    status: row.status,
    completed_at: row.completedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }));
}

export async function forgetGoals(tx: Transaction, userId: string) {
  await tx.delete(goals).where(eq(goals.userId, userId));
}
