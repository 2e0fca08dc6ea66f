import type { CalendarEntry } from '@aurum/shared/calendar/calendar-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { PersonalEvent } from './create-calendar-event';
import { CALENDAR_EVENTS_KEY } from './get-calendar-events';

export interface UpdateCalendarEventInput {
  /** The personal event's id (CalendarEntry.source_id). */
  sourceId: string;
  event: PersonalEvent;
}

/** PATCH /api/calendar/events/:source_id: changes a personal event; answers the entry. */
export function updateCalendarEvent({ sourceId, event }: UpdateCalendarEventInput) {
  return apiRequest<CalendarEntry>(`/api/calendar/events/${encodeURIComponent(sourceId)}`, {
    method: 'PATCH',
    body: event,
  });
}

export function useUpdateCalendarEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCalendarEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CALENDAR_EVENTS_KEY] }),
  });
}
