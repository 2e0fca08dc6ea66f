import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as calendarRoutes from '@aurum/shared/calendar/calendar-routes';
import { calendarKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

export interface CalendarRange {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  /** YYYY-MM-DD, inclusive. */
  to: string;
}

/** GET /api/calendar/events: the member's entries of a range, by date then time (all-day first). */
function getCalendarEvents(range: CalendarRange, signal?: AbortSignal) {
  return callApi(calendarRoutes.entries, {
    query: { from: range.from, to: range.to },
    signal,
  });
}

const calendarEventsQuery = (userId: string, range: CalendarRange) =>
  queryOptions({
    queryKey: calendarKeys.range(userId, range.from, range.to),
    queryFn: ({ signal }) => getCalendarEvents(range, signal),
    staleTime: 30_000,
  });

/** The signed-in member's calendar entries of a range. */
export function useCalendarEvents(range: CalendarRange) {
  const { user } = useAuth();
  return useQuery({
    ...calendarEventsQuery(user?.id ?? '', range),
    enabled: Boolean(user),
    placeholderData: (previous) => previous,
  });
}
