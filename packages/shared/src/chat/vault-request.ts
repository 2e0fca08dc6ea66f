import type { ItemType } from '../vault/vault-rules';

/**
 * The assistant and the zero-knowledge vault (ADR 062): when a member asks for something they
 * keep in their vault, the reply carries a `vault_request`. The server knows only what is plain
 * (category, item type, access level, dates: ADR 020), so the request names items by id,
 * category and type, never by title. Spec 02 section 6: level 1 is the member's alone, level 2
 * the assistant may ask to open with the member's approval, level 3 is for legacy capsules and
 * never offered to the assistant. The items open in the member's browser, with their vault key;
 * nothing decrypted reaches the server or the chat history.
 */

/**
 * What the reply found: level-2 items to ask for, only items the member keeps to themselves
 * (level 1 or 3), nothing, or (asked about the vault as a whole) a summary by category.
 */
export type VaultRequestKind = 'ask' | 'private' | 'none' | 'summary';

/** The part of an item that answers the question, highlighted when the items are shown. */
export type VaultRequestFocus = 'dates' | 'numbers';

/** The member's answer to an `ask`: open until they approve or decline. */
export type VaultRequestDecision = 'open' | 'approved' | 'declined';

/** A vault item as the assistant may name it: plain facts only. */
export interface VaultRequestItem {
  id: string;
  category: string;
  item_type: ItemType;
}

export interface ChatVaultRequest {
  /** The reply's message id: `POST /api/chat/vault-requests/:id/decision` answers it. */
  id: string;
  kind: VaultRequestKind;
  /** The vault categories asked about ([] for the vault as a whole). */
  categories: string[];
  /** For `ask`: the member's own level-2 items of those categories, newest first. */
  items: VaultRequestItem[];
  /** How many items of those categories the member keeps at level 1 (never offered). */
  private_count: number;
  /** How many are kept at level 3, for legacy capsules (never offered). */
  legacy_count: number;
  focus: VaultRequestFocus | null;
  /** null unless `kind` is ask. */
  decision: VaultRequestDecision | null;
  /** The items the approval opened (those still the member's and still at level 2). */
  approved_ids: string[];
  decided_at: string | null;
}

/** What is stored with the reply (its id is the message's). */
export type StoredVaultRequest = Omit<ChatVaultRequest, 'id'>;

/** At most this many items are asked for at once (the newest); the member's words pick among them. */
export const VAULT_REQUEST_MAX_ITEMS = 10;

/** Spec 02 section 6's access levels, by what they allow the assistant. */
export const VAULT_ACCESS_LEVEL = { memberOnly: 1, askFirst: 2, legacy: 3 } as const;

export const VAULT_REQUEST_ERRORS = {
  notFound: { code: 'VAULT_REQUEST_NOT_FOUND', message: 'Vault request not found' },
  decided: { code: 'VAULT_REQUEST_DECIDED', message: 'You have already answered this request.' },
} as const;

/** The answer to a decision: the request as it now stands. */
export interface VaultRequestDecided {
  vault_request: ChatVaultRequest;
}
