import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { vaultKeys } from '../../../lib/query-keys';
import { encryptFile } from '../crypto/file-cipher';
import { encryptField } from '../crypto/item-cipher';
import { fileExtension, type ItemType } from '@aurum/shared/vault/vault-rules';
import type { SealedVaultItem } from './vault-types';

/** What the Add to Vault dialog hands over, in plaintext; it never leaves the browser as such. */
export interface NewVaultItem {
  itemType: ItemType;
  category: string;
  accessLevel: 1 | 2 | 3;
  title: string;
  description: string;
  content: string;
  tags: string[];
  file: File | null;
}

/**
 * Encrypts every private field (bound to a new item id) and the file, chunk by chunk, then stores
 * the item and uploads the file; if the upload fails the item is deleted again, so none is left.
 */
async function addVaultItem(vaultKey: CryptoKey, item: NewVaultItem): Promise<SealedVaultItem> {
  const id = crypto.randomUUID();
  const seal = (field: 'title' | 'description' | 'content' | 'tags' | 'fileName', text: string) =>
    encryptField(vaultKey, id, field, text);
  const body = {
    id,
    itemType: item.itemType,
    category: item.category,
    accessLevel: item.accessLevel,
    title: await seal('title', item.title),
    description: item.description ? await seal('description', item.description) : null,
    content: item.content ? await seal('content', item.content) : null,
    tags: item.tags.length > 0 ? await seal('tags', JSON.stringify(item.tags)) : null,
    fileName: item.file ? await seal('fileName', item.file.name) : null,
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
