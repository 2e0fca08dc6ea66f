import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as memoryBankRoutes from '@aurum/shared/chat/memory-bank-routes';
import { memoryBankKeys } from '../../../lib/query-keys';

/** DELETE /api/memory-bank/:id: the assistant forgets the entry. */
function deleteMemoryEntry(id: string) {
  return callApi(memoryBankRoutes.remove, { params: { id } });
}

export function useDeleteMemoryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMemoryEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memoryBankKeys.all }),
  });
}
