import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as journalRoutes from '@aurum/shared/journal/journal-routes';
import { invalidateMood } from '../../../lib/query-keys';

/** DELETE /api/journal/entries/:id: removes one of the member's entries (204). */
function deleteJournalEntry(entryId: string) {
  return callApi(journalRoutes.remove, { params: { id: entryId } });
}

export function useDeleteJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJournalEntry,
    onSettled: () => invalidateMood(queryClient),
  });
}
