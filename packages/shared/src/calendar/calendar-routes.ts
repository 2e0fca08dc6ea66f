import type { z } from 'zod';
import { route, typed } from '../api-route';
import type { calendarRangeSchema, PersonalEventInput } from './calendar-contract';
import type { CalendarEntry } from './calendar-rules';

/** The member's calendar: entries of a range and personal events (ADR 080). */

export const entries = route(
  'GET',
  '/api/calendar/events',
  typed<{
    answer: CalendarEntry[];
    query: z.input<typeof calendarRangeSchema>;
  }>,
);

export const add = route(
  'POST',
  '/api/calendar/events',
  typed<{
    answer: CalendarEntry;
    body: PersonalEventInput;
  }>,
);

export const change = route(
  'PATCH',
  '/api/calendar/events/:id',
  typed<{
    answer: CalendarEntry;
    body: PersonalEventInput;
  }>,
);

export const remove = route('DELETE', '/api/calendar/events/:id');
