import type { VaultItem } from '../api/vault-types';
import { VAULT_TOASTS } from './vault-texts';

/** What a member writes in the Add to Vault and Edit dialogs, in plaintext (never sent as such). */
export interface ItemDraft {
  category: string;
  accessLevel: 1 | 2 | 3;
  title: string;
  description: string;
  content: string;
  tags: string[];
}

export const blankDraft = (category = ''): ItemDraft => ({
  category,
  accessLevel: 1,
  title: '',
  description: '',
  content: '',
  tags: [],
});

/** An item as the Edit dialog starts from. */
export const draftOf = (item: VaultItem): ItemDraft => ({
  category: item.category,
  accessLevel: item.accessLevel,
  title: item.title,
  description: item.description ?? '',
  content: item.content ?? '',
  tags: item.tags,
});

/** The draft as it is saved: texts trimmed. */
export const savedDraft = (draft: ItemDraft): ItemDraft => ({
  ...draft,
  title: draft.title.trim(),
  description: draft.description.trim(),
  content: draft.content.trim(),
});

/** The spec's toast for a draft that cannot be saved yet (no title, no category), or null. */
export function missingInDraft(draft: ItemDraft) {
  if (!draft.title.trim()) return VAULT_TOASTS.titleRequired;
  if (!draft.category) return VAULT_TOASTS.categoryRequired;
  return null;
}

/**
 * The fields of the saved draft that differ from the item: only those are sealed anew and sent,
 * so a field that could not be decrypted ('[Encrypted]') and was left alone is never overwritten.
 */
export function changesOf(item: VaultItem, draft: ItemDraft): Partial<ItemDraft> {
  const before = draftOf(item);
  const after = savedDraft(draft);
  const changes: Partial<Record<keyof ItemDraft, unknown>> = {};
  for (const field of Object.keys(after) as (keyof ItemDraft)[]) {
    if (JSON.stringify(after[field]) !== JSON.stringify(before[field])) {
      changes[field] = after[field];
    }
  }
  return changes as Partial<ItemDraft>;
}
