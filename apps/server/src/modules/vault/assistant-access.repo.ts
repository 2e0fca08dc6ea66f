import { VAULT_ACCESS_LEVEL } from '@aurum/shared/chat/vault-request';
import type { ItemType } from '@aurum/shared/vault/vault-rules';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { MemberReadScope, MemberScope } from '../../db/as-member';
import { vaultItems } from '../../db/schema/vault';

/** An item as the assistant may know it: plain facts only, never a sealed field (ADR 062). */
export interface AssistantVaultItem {
  id: string;
  category: string;
  itemType: ItemType;
  accessLevel: 1 | 2 | 3;
}

/** An item counts once its file (if it has one) is stored. */
const complete = or(isNull(vaultItems.fileState), eq(vaultItems.fileState, 'stored'));

/**
 * The member's own complete items of these categories (all categories for an empty list),
 * newest first: id, category, type and access level, and nothing sealed.
 */
export async function itemsOfCategories(
  { db, userId }: MemberReadScope,
  categories: readonly string[],
): Promise<AssistantVaultItem[]> {
  const rows = await db
    .select({
      id: vaultItems.id,
      category: vaultItems.category,
      itemType: vaultItems.itemType,
      accessLevel: vaultItems.accessLevel,
    })
    .from(vaultItems)
    .where(
      and(
        eq(vaultItems.userId, userId),
        complete,
        categories.length ? inArray(vaultItems.category, [...categories]) : undefined,
      ),
    )
    .orderBy(desc(vaultItems.createdAt), desc(vaultItems.id));
  return rows.map((row) => ({
    ...row,
    itemType: row.itemType as ItemType,
    accessLevel: row.accessLevel as AssistantVaultItem['accessLevel'],
  }));
}

/**
 * The member approved: of these ids, their own complete items still at level 2 are marked
 * opened by the assistant now. Resolves the ids so marked (another member's id, a deleted item
 * or one moved to level 1 or 3 meanwhile is left out).
 */
export async function markOpenedByAssistant(
  { tx, userId }: MemberScope,
  itemIds: readonly string[],
  now: Date,
): Promise<string[]> {
  if (itemIds.length === 0) return [];
  const rows = await tx
    .update(vaultItems)
    .set({ aiAccessGranted: true, lastAccessedAt: now })
    .where(
      and(
        eq(vaultItems.userId, userId),
        inArray(vaultItems.id, [...itemIds]),
        eq(vaultItems.accessLevel, VAULT_ACCESS_LEVEL.askFirst),
        complete,
      ),
    )
    .returning({ id: vaultItems.id });
  const marked = new Set(rows.map((row) => row.id));
  return itemIds.filter((id) => marked.has(id));
}
