import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { vaultKeys } from '../../../lib/query-keys';

/** DELETE /api/vault/items/:id: the item and its stored file. */
function deleteVaultItem(id: string) {
  return apiRequest<void>(`/api/vault/items/${id}`, { method: 'DELETE' });
}

export function useDeleteVaultItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVaultItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vaultKeys.all }),
  });
}
