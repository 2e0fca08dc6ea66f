import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { vaultKeys } from '../../../lib/query-keys';
import { encryptFile } from '../crypto/file-cipher';
import { encryptField, sealItemTexts } from '../crypto/item-cipher';
import { fileExtension, type ItemType } from '@aurum/shared/vault/vault-rules';
import type { ItemDraft } from '../utils/item-draft';
import type { SealedVaultItem } from './vault-types';

/** What the Add to Vault dialog hands over, in plaintext; it never leaves the browser as such. */
export interface NewVaultItem extends ItemDraft {
  itemType: ItemType;
  file: File | null;
}

/**
 * Encrypts every private field (bound to a new item id) and the file, chunk by chunk, then stores
 * the item and uploads the file; if the upload fails the item is deleted again, so none is left.
 */
async function addVaultItem(vaultKey: CryptoKey, item: NewVaultItem): Promise<SealedVaultItem> {
  const id = crypto.randomUUID();
  const { title, description, content, tags } = item;
  const body = {
    id,
    itemType: item.itemType,
    category: item.category,
    accessLevel: item.accessLevel,
    ...(await sealItemTexts(vaultKey, id, { title, description, content, tags })),
    fileName: item.file ? await encryptField(vaultKey, id, 'fileName', item.file.name) : null,
    file: item.file ? { size: item.file.size, extension: fileExtension(item.file.name) } : null,
  };
  const created = await apiRequest<SealedVaultItem>('/api/vault/items', { method: 'POST', body });
  if (!item.file) return created;
  // Encrypted in 1 MiB chunks into a Blob the browser may page out: no base64, no single buffer.
  const sealed = await new Response(encryptFile(vaultKey, id, item.file)).blob();
  try {
    await apiRequest<void>(`/api/vault/items/${id}/file`, { method: 'PUT', bytes: sealed });
  } catch (error) {
    await apiRequest<void>(`/api/vault/items/${id}`, { method: 'DELETE' }).catch(() => undefined);
    throw error;
  }
  return created;
}

export function useAddVaultItem(vaultKey: CryptoKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: NewVaultItem) => addVaultItem(vaultKey, item),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vaultKeys.all }),
  });
}
