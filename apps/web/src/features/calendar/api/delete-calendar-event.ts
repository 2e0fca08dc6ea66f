import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys } from '../../../lib/query-keys';

/** DELETE /api/calendar/events/:source_id: removes a personal event (204). */
function deleteCalendarEvent(sourceId: string) {
  return apiRequest<void>(`/api/calendar/events/${encodeURIComponent(sourceId)}`, {
    method: 'DELETE',
  });
}

export function useDeleteCalendarEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
