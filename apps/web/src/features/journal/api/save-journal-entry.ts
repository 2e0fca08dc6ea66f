import type { JournalEntryInput } from '@aurum/shared/journal/journal-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as journalRoutes from '@aurum/shared/journal/journal-routes';
import { invalidateMood } from '../../../lib/query-keys';

/**
 * POST /api/journal/entries: saves the entry (sealed by the server) and analyses it. The answer is
 * the saved entry: analysed, or kept with `analysis: 'failed'` when the analysis could not run.
 */
function saveJournalEntry(entry: JournalEntryInput) {
  return callApi(journalRoutes.save, { body: entry });
}

export function useSaveJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJournalEntry,
    onSettled: () => invalidateMood(queryClient),
  });
}
