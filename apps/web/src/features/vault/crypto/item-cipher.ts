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
