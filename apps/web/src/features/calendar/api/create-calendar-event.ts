import type { CalendarEntry, personalEventSchema } from '@aurum/shared/calendar/calendar-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys } from '../../../lib/query-keys';

/** The body of POST and PATCH: the Add Event form after personalEventSchema. */
export type PersonalEvent = z.output<typeof personalEventSchema>;

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
