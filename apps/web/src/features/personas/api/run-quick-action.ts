import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as personaRoutes from '@aurum/shared/life-os/personas-routes';
import { calendarKeys } from '../../../lib/query-keys';

/** POST /api/personas/quick-actions/:id: a calendar block (focus timer, breathing session). */
function runQuickAction(id: string) {
  return callApi(personaRoutes.runQuickAction, { params: { actionId: id } });
}

export function useRunQuickAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runQuickAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
