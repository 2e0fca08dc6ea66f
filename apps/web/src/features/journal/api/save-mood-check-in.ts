import type { MoodCheckInInput, MoodReading } from '@aurum/shared/journal/journal-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMood } from '../../../lib/query-keys';

/** POST /api/mood/check-ins: the quick check-in, a mood score and activity tags (a mood row). */
function saveMoodCheckIn(checkIn: MoodCheckInInput) {
  return apiRequest<MoodReading>('/api/mood/check-ins', { method: 'POST', body: checkIn });
}

export function useSaveMoodCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMoodCheckIn,
    onSettled: () => invalidateMood(queryClient),
  });
}
