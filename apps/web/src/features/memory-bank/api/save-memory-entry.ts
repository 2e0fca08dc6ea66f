import type { MemoryEntry, MemoryEntryInput } from '@aurum/shared/chat/memory-bank';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { memoryBankKeys } from '../../../lib/query-keys';

/** POST /api/memory-bank: a memory entry, e.g. a preference the assistant heard in the chat. */
function saveMemoryEntry(entry: MemoryEntryInput) {
  return apiRequest<MemoryEntry>('/api/memory-bank', { method: 'POST', body: entry });
}

export function useSaveMemoryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMemoryEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memoryBankKeys.all }),
  });
}
