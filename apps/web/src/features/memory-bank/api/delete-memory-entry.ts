import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { memoryBankKeys } from '../../../lib/query-keys';

/** DELETE /api/memory-bank/:id: the assistant forgets the entry. */
function deleteMemoryEntry(id: string) {
  return apiRequest<void>(`/api/memory-bank/${id}`, { method: 'DELETE' });
}

export function useDeleteMemoryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMemoryEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memoryBankKeys.all }),
  });
}
