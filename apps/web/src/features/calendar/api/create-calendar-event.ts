import type { CalendarEntry, PersonalEvent } from '@aurum/shared/calendar/calendar-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys } from '../../../lib/query-keys';

/** POST /api/calendar/events: adds a personal event; answers the new entry. */
function createCalendarEvent(input: PersonalEvent) {
  return apiRequest<CalendarEntry>('/api/calendar/events', { method: 'POST', body: input });
}

export function useCreateCalendarEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
