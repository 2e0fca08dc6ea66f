import type { CalendarEntry, PersonalEvent } from '@aurum/shared/calendar/calendar-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys } from '../../../lib/query-keys';

export interface UpdateCalendarEventInput {
  /** The personal event's id (CalendarEntry.source_id). */
  sourceId: string;
  event: PersonalEvent;
}

/** PATCH /api/calendar/events/:source_id: changes a personal event; answers the entry. */
function updateCalendarEvent({ sourceId, event }: UpdateCalendarEventInput) {
  return apiRequest<CalendarEntry>(`/api/calendar/events/${encodeURIComponent(sourceId)}`, {
    method: 'PATCH',
    body: event,
  });
}

export function useUpdateCalendarEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCalendarEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
