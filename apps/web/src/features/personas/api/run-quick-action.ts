import type { QuickActionResult } from '@aurum/shared/life-os/personas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys } from '../../../lib/query-keys';

/** POST /api/personas/quick-actions/:id: a calendar block (focus timer, breathing session). */
function runQuickAction(id: string) {
  return apiRequest<QuickActionResult>(`/api/personas/quick-actions/${id}`, { method: 'POST' });
}

export function useRunQuickAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runQuickAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
