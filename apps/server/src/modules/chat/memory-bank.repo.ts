import type { MemoryCategory, MemoryEntry, MemorySource } from '@aurum/shared/chat/memory-bank';
import { and, desc, eq } from 'drizzle-orm';
import type { MemberReadScope, MemberScope } from '../../db/as-member';
import { memoryBank } from '../../db/schema/chat';

type Row = typeof memoryBank.$inferSelect;

const toEntry = (row: Row): MemoryEntry => ({
  id: row.id,
  category: row.category as MemoryCategory,
  preference_key: row.preferenceKey,
  preference_value: row.preferenceValue,
  confidence_score: row.confidenceScore,
  source: row.source as MemorySource,
  verified: row.verified,
  context: row.context,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export interface MemoryFields {
  category: MemoryCategory;
  preferenceKey: string;
  preferenceValue: string;
  confidenceScore: number;
  source: MemorySource;
  verified: boolean;
  context: string;
}

/** The member's memory bank, most recently updated first (spec 02 section 7). */
export async function listEntries({ db, userId }: MemberReadScope) {
  const rows = await db
    .select()
    .from(memoryBank)
    .where(eq(memoryBank.userId, userId))
    .orderBy(desc(memoryBank.updatedAt), desc(memoryBank.id));
  return rows.map(toEntry);
}

export async function insertEntry({ tx, userId }: MemberScope, fields: MemoryFields, now: Date) {
  const [row] = await tx
    .insert(memoryBank)
    .values({ ...fields, userId, createdAt: now, updatedAt: now })
    .returning();
  return toEntry(row!);
}

/** Changes the member's own entry; null when the member has no such entry. */
export async function updateEntry(
  { tx, userId }: MemberScope,
  id: string,
  fields: Partial<MemoryFields>,
  now: Date,
) {
  const [row] = await tx
    .update(memoryBank)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(memoryBank.id, id), eq(memoryBank.userId, userId)))
    .returning();
  return row ? toEntry(row) : null;
}

export async function deleteEntry({ tx, userId }: MemberScope, id: string) {
  const rows = await tx
    .delete(memoryBank)
    .where(and(eq(memoryBank.id, id), eq(memoryBank.userId, userId)))
    .returning({ id: memoryBank.id });
  return rows.length > 0;
}
