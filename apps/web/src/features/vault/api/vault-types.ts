import type { SealedVaultItem } from '@aurum/shared/vault/vault-contract';

export type { SealedVaultItem, VaultKeyring } from '@aurum/shared/vault/vault-contract';

/** An item decrypted in the browser; a field that fails to decrypt reads '[Encrypted]'. */
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
