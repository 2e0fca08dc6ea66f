/**
 * The requests' tables (db/table-owners.js) as other modules read them (ADR 042): the calendar's
 * source of request entries (ADR 043), the provider portal's assignments, and query pieces for the
 * marketplace's figures and the staff console's member list.
 */
import type { CalendarSource } from '../calendar/calendar.api';
import { requestCalendarEntries } from './request-views.repo';

export {
  assignmentsOfProvider,
  completedRequestsWith,
  completedRequestWith,
  medianMinutesToAnswer,
  type ProviderAssignmentRow,
  requestsFiledSince,
} from './request-views.repo';

/** Requests with a preferred date, as calendar entries. */
export const requestCalendarSource: CalendarSource = {
  kind: 'service_request',
  entriesFor: (scope, range) => requestCalendarEntries(scope, range.from, range.to),
};

export {
  anonymiseRequests,
  exportRequests,
  REMOVED_TEXT,
  REQUESTS_EXPORT_TABLES,
} from './record/member-data.repo';
