import type { ChatLanguage } from '@aurum/shared/chat/chat-contract';
import {
  type StoredVaultRequest,
  VAULT_ACCESS_LEVEL,
  VAULT_REQUEST_MAX_ITEMS,
} from '@aurum/shared/chat/vault-request';
import type { ItemType } from '@aurum/shared/vault/vault-rules';
import type { VaultAsk } from '../vault-questions';
import { listText } from './describe';
import { vaultTextsIn } from './vault-texts';

/** One of the member's own vault items as the assistant may know it: plain facts only. */
export interface VaultItemFact {
  id: string;
  category: string;
  itemType: ItemType;
  accessLevel: 1 | 2 | 3;
}

/** "your passport document and your 2 recipe notes": items counted by category and type. */
function described(items: readonly VaultItemFact[], language: ChatLanguage): string {
  const say = vaultTextsIn(language);
  const groups = new Map<string, { count: number; category: string; itemType: ItemType }>();
  for (const item of items) {
    const key = `${item.category}:${item.itemType}`;
    const group = groups.get(key) ?? { count: 0, category: item.category, itemType: item.itemType };
    group.count += 1;
    groups.set(key, group);
  }
  return listText(
    [...groups.values()].map((group) => say.items(group.count, group.category, group.itemType)),
    language,
  );
}

/**
 * The answer to a question about the vault (ADR 062), from the plain facts of the member's own
 * items of the categories asked: level-2 items are asked for (the member approves or declines);
 * items at level 1 stay the member's alone and items at level 3 are for legacy capsules, never
 * offered; nothing found says how to add it. A question about the vault as a whole is answered
 * with what it holds, by category. Nothing here reads or names a sealed field.
 */
export function vaultReply(
  ask: VaultAsk,
  items: readonly VaultItemFact[],
  language: ChatLanguage,
): { text: string; request: StoredVaultRequest } {
  const say = vaultTextsIn(language);
  const level = (wanted: number) => items.filter((item) => item.accessLevel === wanted);
  const offered = level(VAULT_ACCESS_LEVEL.askFirst).slice(0, VAULT_REQUEST_MAX_ITEMS);
  const kept = level(VAULT_ACCESS_LEVEL.memberOnly);
  const legacy = level(VAULT_ACCESS_LEVEL.legacy);
  const request = (kind: StoredVaultRequest['kind']): StoredVaultRequest => ({
    kind,
    categories: ask.categories,
    items:
      kind === 'ask'
        ? offered.map(({ id, category, itemType }) => ({ id, category, item_type: itemType }))
        : [],
    private_count: kept.length,
    legacy_count: legacy.length,
    focus: ask.focus,
    decision: kind === 'ask' ? 'open' : null,
    approved_ids: [],
    decided_at: null,
  });
  if (ask.categories.length === 0) {
    return items.length
      ? { text: say.summary(described(items, language)), request: request('summary') }
      : { text: say.empty, request: request('none') };
  }
  if (offered.length) {
    const text = [
      say.ask(described(offered, language)),
      kept.length ? say.alsoPrivate(kept.length) : '',
    ]
      .filter(Boolean)
      .join(' ');
    return { text, request: request('ask') };
  }
  if (kept.length) {
    return {
      text: say.privateOnly(described(kept, language), kept.length),
      request: request('private'),
    };
  }
  if (legacy.length) {
    return {
      text: say.legacyOnly(described(legacy, language), legacy.length),
      request: request('private'),
    };
  }
  const what = listText(ask.categories.map(say.lookedFor), language) || say.anything;
  return { text: say.nothing(what), request: request('none') };
}
