import type { MoodCheckInInput } from '@aurum/shared/journal/journal-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as journalRoutes from '@aurum/shared/journal/journal-routes';
import { invalidateMood } from '../../../lib/query-keys';

/** POST /api/mood/check-ins: the quick check-in, a mood score and activity tags (a mood row). */
function saveMoodCheckIn(checkIn: MoodCheckInInput) {
  return callApi(journalRoutes.checkIn, { body: checkIn });
}

export function useSaveMoodCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMoodCheckIn,
    onSettled: () => invalidateMood(queryClient),
  });
}
