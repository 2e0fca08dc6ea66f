import type { JournalEntry, JournalEntryInput } from '@aurum/shared/journal/journal-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMood } from '../../../lib/query-keys';

/**
 * POST /api/journal/entries: saves the entry (sealed by the server) and analyses it. The answer is
 * the saved entry: analysed, or kept with `analysis: 'failed'` when the analysis could not run.
 */
function saveJournalEntry(entry: JournalEntryInput) {
  return apiRequest<JournalEntry>('/api/journal/entries', { method: 'POST', body: entry });
}

export function useSaveJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJournalEntry,
    onSettled: () => invalidateMood(queryClient),
  });
}
