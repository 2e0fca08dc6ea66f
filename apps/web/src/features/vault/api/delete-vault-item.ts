import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as vaultRoutes from '@aurum/shared/vault/vault-routes';
import { vaultKeys } from '../../../lib/query-keys';

/** DELETE /api/vault/items/:id: the item and its stored file. */
function deleteVaultItem(id: string) {
  return callApi(vaultRoutes.removeItem, { params: { id } });
}

export function useDeleteVaultItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVaultItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vaultKeys.all }),
  });
}
