import type { VaultRequestItem } from '@aurum/shared/chat/vault-request';
import { plural } from '@aurum/shared/format/words';

/** "passport", "ID", "recipe": a vault category as a word before the item's type. */
const CATEGORY_WORD: Record<string, string> = {
  id: 'ID',
  passwords: 'password',
  recipes: 'recipe',
};
export const vaultCategoryWord = (category: string) => CATEGORY_WORD[category] ?? category;

/** "1 passport document", "2 passport documents and 1 ID document": items by category and type. */
export function vaultItemsText(items: readonly VaultRequestItem[]): string {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = `${vaultCategoryWord(item.category)} ${item.item_type}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  // "your passport document", "your 2 recipe notes": a count only where there are several.
  const parts = [...counts].map(([noun, count]) => (count === 1 ? noun : plural(count, noun)));
  return parts.length > 1
    ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
    : (parts[0] ?? '');
}
