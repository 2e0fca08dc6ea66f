/**
 * Item fields (title, description, content, tags, file name) as the spec's base64 strings:
 * AES-GCM with the vault key, the item id and the field's name bound as associated data.
 */
import { fromBase64, toBase64 } from './base64';
import { openBytes, sealBytes } from './seal';

export type EncryptedField = 'title' | 'description' | 'content' | 'tags' | 'fileName';

const fieldContext = (itemId: string, field: EncryptedField) =>
  `aurum-vault-item:${itemId}:${field}`;

export async function encryptField(
  vaultKey: CryptoKey,
  itemId: string,
  field: EncryptedField,
  text: string,
): Promise<string> {
  const plain = new TextEncoder().encode(text);
  return toBase64(await sealBytes(vaultKey, plain, fieldContext(itemId, field)));
}

/** The plaintext, or null when it fails to decrypt (shown as '[Encrypted]'). */
export async function decryptField(
  vaultKey: CryptoKey,
  itemId: string,
  field: EncryptedField,
  sealed: string,
): Promise<string | null> {
  try {
    const plain = await openBytes(vaultKey, fromBase64(sealed), fieldContext(itemId, field));
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

/** An item's private texts in plaintext, as the dialogs give them. */
export interface ItemTexts {
  title: string;
  description: string;
  content: string;
  tags: string[];
}

/** The texts as the vault API takes them: the title always, an empty optional text as null. */
interface SealedItemTexts {
  title: string;
  description: string | null;
  content: string | null;
  tags: string | null;
}

/**
 * Seals the given texts of an item (all for a new item, the changed ones for an edit); an empty
 * optional text, or no tags, is null. Tags are sealed as one JSON list.
 */
export async function sealItemTexts(
  vaultKey: CryptoKey,
  itemId: string,
  texts: ItemTexts,
): Promise<SealedItemTexts>;
export async function sealItemTexts(
  vaultKey: CryptoKey,
  itemId: string,
  texts: Partial<ItemTexts>,
): Promise<Partial<SealedItemTexts>>;
export async function sealItemTexts(
  vaultKey: CryptoKey,
  itemId: string,
  texts: Partial<ItemTexts>,
): Promise<Partial<SealedItemTexts>> {
  const seal = (field: EncryptedField, text: string) => encryptField(vaultKey, itemId, field, text);
  const sealed: Partial<SealedItemTexts> = {};
  if (texts.title !== undefined) sealed.title = await seal('title', texts.title);
  for (const field of ['description', 'content'] as const) {
    const text = texts[field];
    if (text !== undefined) sealed[field] = text ? await seal(field, text) : null;
  }
  if (texts.tags !== undefined) {
    sealed.tags = texts.tags.length > 0 ? await seal('tags', JSON.stringify(texts.tags)) : null;
  }
  return sealed;
}
