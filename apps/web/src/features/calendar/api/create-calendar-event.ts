import type { PersonalEvent } from '@aurum/shared/calendar/calendar-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as calendarRoutes from '@aurum/shared/calendar/calendar-routes';
import { calendarKeys } from '../../../lib/query-keys';

/** POST /api/calendar/events: adds a personal event; answers the new entry. */
function createCalendarEvent(input: PersonalEvent) {
  return callApi(calendarRoutes.add, { body: input });
}

export function useCreateCalendarEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
