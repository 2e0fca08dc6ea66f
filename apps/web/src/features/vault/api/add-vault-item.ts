import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as vaultRoutes from '@aurum/shared/vault/vault-routes';
import { vaultKeys } from '../../../lib/query-keys';
import { encryptFile } from '../crypto/file-cipher';
import { encryptField, sealItemTexts } from '../crypto/item-cipher';
import {
  fileExtension,
  type ItemType,
  type VaultFileExtension,
} from '@aurum/shared/vault/vault-rules';
import type { ItemDraft } from '../utils/item-draft';

/** What the Add to Vault dialog hands over, in plaintext; it never leaves the browser as such. */
export interface NewVaultItem extends ItemDraft {
  itemType: ItemType;
  file: File | null;
}

/**
 * Encrypts every private field (bound to a new item id) and the file, chunk by chunk, then stores
 * the item and uploads the file; if the upload fails the item is deleted again, so none is left.
 */
async function addVaultItem(vaultKey: CryptoKey, item: NewVaultItem) {
  const id = crypto.randomUUID();
  const { title, description, content, tags } = item;
  const body = {
    id,
    itemType: item.itemType,
    category: item.category,
    accessLevel: item.accessLevel,
    ...(await sealItemTexts(vaultKey, id, { title, description, content, tags })),
    fileName: item.file ? await encryptField(vaultKey, id, 'fileName', item.file.name) : null,
    // The dialog takes only these extensions; the server refuses any other (400).
    file: item.file
      ? { size: item.file.size, extension: fileExtension(item.file.name) as VaultFileExtension }
      : null,
  };
  const created = await callApi(vaultRoutes.addItem, { body });
  if (!item.file) return created;
  // Encrypted in 1 MiB chunks into a Blob the browser may page out: no base64, no single buffer.
  const sealed = await new Response(encryptFile(vaultKey, id, item.file)).blob();
  try {
    await callApi(vaultRoutes.uploadFile, { params: { id }, bytes: sealed });
  } catch (error) {
    await callApi(vaultRoutes.removeItem, { params: { id } }).catch(() => undefined);
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
