/**
 * The relationship space's faces (issue 30, ADR 070): the calendar's source of shared events
 * (ADR 043) and the space's part of the member's data rights (ADR 055).
 */
import type { CalendarSource } from '../calendar/calendar.api';
import { sharedEventCalendarSource } from './events/shared-event-entries';

export const relationshipCalendarSource: CalendarSource = sharedEventCalendarSource;

export { exportRelationship, forgetRelationship, RelationshipMemberData } from './member-data';
export { RELATIONSHIP_EXPORT_TABLES } from './member-data.repo';
