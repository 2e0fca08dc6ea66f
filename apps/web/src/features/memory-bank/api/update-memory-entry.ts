import type { MemoryEntry, MemoryEntryUpdate } from '@aurum/shared/chat/memory-bank';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { memoryBankKeys } from '../../../lib/query-keys';

/** PATCH /api/memory-bank/:id: the member corrects what the assistant remembers. */
function updateMemoryEntry({ id, changes }: { id: string; changes: MemoryEntryUpdate }) {
  return apiRequest<MemoryEntry>(`/api/memory-bank/${id}`, { method: 'PATCH', body: changes });
}

export function useUpdateMemoryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemoryEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memoryBankKeys.all }),
  });
}
