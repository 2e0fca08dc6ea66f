import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as journalRoutes from '@aurum/shared/journal/journal-routes';
import { invalidateMood } from '../../../lib/query-keys';

/** POST /api/journal/entries/:id/analysis: analyses a kept entry whose analysis failed, again. */
function retryEntryAnalysis(entryId: string) {
  return callApi(journalRoutes.retryAnalysis, { params: { id: entryId } });
}

export function useRetryEntryAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryEntryAnalysis,
    onSettled: () => invalidateMood(queryClient),
  });
}
