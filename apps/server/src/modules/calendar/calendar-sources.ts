import { relationshipCalendarSource } from '../relationship/relationship.api';
import { requestCalendarSource } from '../requests/requests.api';
import { societyCalendarSource } from '../society/society.api';
import type { CalendarSource } from './calendar.api';

/**
 * Every other area whose entries the calendar shows (ADR 043). A new area (RSVPs, shared events)
 * implements CalendarSource in its own `*.api.ts` and is added here; the calendar reads no other
 * module's tables.
 */
export const calendarSources: readonly CalendarSource[] = [
  requestCalendarSource,
  societyCalendarSource,
  relationshipCalendarSource,
];
