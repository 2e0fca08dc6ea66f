import type { z } from 'zod';
import { route } from '../api-route';
import type { calendarRangeSchema, PersonalEventInput } from './calendar-contract';
import type { CalendarEntry } from './calendar-rules';

/** The member's calendar: entries of a range and personal events (ADR 080). */
export const calendarRoutes = {
  entries: route('GET', '/api/calendar/events').typed<{
    answer: CalendarEntry[];
    query: z.input<typeof calendarRangeSchema>;
  }>(),
  add: route('POST', '/api/calendar/events').typed<{
    answer: CalendarEntry;
    body: PersonalEventInput;
  }>(),
  change: route('PATCH', '/api/calendar/events/:id').typed<{
    answer: CalendarEntry;
    body: PersonalEventInput;
  }>(),
  remove: route('DELETE', '/api/calendar/events/:id').typed(),
};
