import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMood } from '../../../lib/query-keys';

/** DELETE /api/journal/entries/:id: removes one of the member's entries (204). */
function deleteJournalEntry(entryId: string) {
  return apiRequest<void>(`/api/journal/entries/${encodeURIComponent(entryId)}`, {
    method: 'DELETE',
  });
}

export function useDeleteJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJournalEntry,
    onSettled: () => invalidateMood(queryClient),
  });
}
