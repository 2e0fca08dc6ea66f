import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as vaultRoutes from '@aurum/shared/vault/vault-routes';
import { vaultKeys } from '../../../lib/query-keys';
import { sealItemTexts } from '../crypto/item-cipher';
import type { ItemDraft } from '../utils/item-draft';

/**
 * PATCH /api/vault/items/:id with the changed fields only: the private ones sealed anew here with
 * the vault key (bound to the item's id, as when it was added); category and level as they are.
 */
async function updateVaultItem(vaultKey: CryptoKey, id: string, changes: Partial<ItemDraft>) {
  const { category, accessLevel, title, description, content, tags } = changes;
  const body = {
    category,
    accessLevel,
    ...(await sealItemTexts(vaultKey, id, { title, description, content, tags })),
  };
  return callApi(vaultRoutes.changeItem, { params: { id }, body });
}

export function useUpdateVaultItem(vaultKey: CryptoKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Partial<ItemDraft> }) =>
      updateVaultItem(vaultKey, id, changes),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vaultKeys.all }),
  });
}
