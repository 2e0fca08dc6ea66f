import type { JournalEntry } from '@aurum/shared/journal/journal-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMood } from '../../../lib/query-keys';

/** POST /api/journal/entries/:id/analysis: analyses a kept entry whose analysis failed, again. */
function retryEntryAnalysis(entryId: string) {
  return apiRequest<JournalEntry>(`/api/journal/entries/${encodeURIComponent(entryId)}/analysis`, {
    method: 'POST',
  });
}

export function useRetryEntryAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryEntryAnalysis,
    onSettled: () => invalidateMood(queryClient),
  });
}
