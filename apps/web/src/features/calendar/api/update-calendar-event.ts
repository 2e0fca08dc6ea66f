import type { PersonalEvent } from '@aurum/shared/calendar/calendar-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as calendarRoutes from '@aurum/shared/calendar/calendar-routes';
import { calendarKeys } from '../../../lib/query-keys';

export interface UpdateCalendarEventInput {
  /** The personal event's id (CalendarEntry.source_id). */
  sourceId: string;
  event: PersonalEvent;
}

/** PATCH /api/calendar/events/:source_id: changes a personal event; answers the entry. */
function updateCalendarEvent({ sourceId, event }: UpdateCalendarEventInput) {
  return callApi(calendarRoutes.change, { params: { id: sourceId }, body: event });
}

export function useUpdateCalendarEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCalendarEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
