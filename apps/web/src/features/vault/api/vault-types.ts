import type { BiometricWrap } from '../crypto/biometric-key';
import type { VaultKeyRecord } from '../crypto/vault-keys';
import type { ItemType } from '../utils/vault-texts';

/** GET /api/vault/keys: the member's key record; nothing in it is secret. */
export interface VaultKeyring extends VaultKeyRecord {
  biometric: BiometricWrap[];
}

/** An item as the server holds it: ciphertext fields, plain category, type, level and dates. */
export interface SealedVaultItem {
  id: string;
  itemType: ItemType;
  category: string;
  accessLevel: 1 | 2 | 3;
  title: string;
  description: string | null;
  content: string | null;
  tags: string | null;
  fileName: string | null;
  file: { size: number; mimeType: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** The same item decrypted in the browser; a field that fails to decrypt reads '[Encrypted]'. */
export interface VaultItem extends Omit<
  SealedVaultItem,
  'title' | 'description' | 'content' | 'tags' | 'fileName'
> {
  title: string;
  description: string | null;
  content: string | null;
  tags: string[];
  fileName: string | null;
}
