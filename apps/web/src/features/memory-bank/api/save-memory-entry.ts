import type { MemoryEntryInput } from '@aurum/shared/chat/memory-bank';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as memoryBankRoutes from '@aurum/shared/chat/memory-bank-routes';
import { memoryBankKeys } from '../../../lib/query-keys';

/** POST /api/memory-bank: a memory entry, e.g. a preference the assistant heard in the chat. */
function saveMemoryEntry(entry: MemoryEntryInput) {
  return callApi(memoryBankRoutes.add, { body: entry });
}

export function useSaveMemoryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMemoryEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memoryBankKeys.all }),
  });
}
