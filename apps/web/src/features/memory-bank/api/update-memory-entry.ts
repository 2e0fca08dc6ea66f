import type { MemoryEntryUpdate } from '@aurum/shared/chat/memory-bank';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as memoryBankRoutes from '@aurum/shared/chat/memory-bank-routes';
import { memoryBankKeys } from '../../../lib/query-keys';

/** PATCH /api/memory-bank/:id: the member corrects what the assistant remembers. */
function updateMemoryEntry({ id, changes }: { id: string; changes: MemoryEntryUpdate }) {
  return callApi(memoryBankRoutes.edit, { params: { id }, body: changes });
}

export function useUpdateMemoryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemoryEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memoryBankKeys.all }),
  });
}
