import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as calendarRoutes from '@aurum/shared/calendar/calendar-routes';
import { calendarKeys } from '../../../lib/query-keys';

/** DELETE /api/calendar/events/:source_id: removes a personal event (204). */
function deleteCalendarEvent(sourceId: string) {
  return callApi(calendarRoutes.remove, { params: { id: sourceId } });
}

export function useDeleteCalendarEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
