import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { vaultKeys } from '../../../lib/query-keys';
import { sealItemTexts } from '../crypto/item-cipher';
import type { ItemDraft } from '../utils/item-draft';
import type { SealedVaultItem } from './vault-types';

/**
 * PATCH /api/vault/items/:id with the changed fields only: the private ones sealed anew here with
 * the vault key (bound to the item's id, as when it was added); category and level as they are.
 */
async function updateVaultItem(
  vaultKey: CryptoKey,
  id: string,
  changes: Partial<ItemDraft>,
): Promise<SealedVaultItem> {
  const { category, accessLevel, title, description, content, tags } = changes;
  const body = {
    category,
    accessLevel,
    ...(await sealItemTexts(vaultKey, id, { title, description, content, tags })),
  };
  return apiRequest<SealedVaultItem>(`/api/vault/items/${id}`, { method: 'PATCH', body });
}

export function useUpdateVaultItem(vaultKey: CryptoKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Partial<ItemDraft> }) =>
      updateVaultItem(vaultKey, id, changes),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vaultKeys.all }),
  });
}
