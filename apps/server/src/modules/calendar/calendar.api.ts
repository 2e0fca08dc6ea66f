import type { CalendarEntry } from '@aurum/shared/calendar/calendar-contract';
import type { MemberScope } from '../../db/as-member';

/** The member's days the calendar asks for: inclusive, dates (YYYY-MM-DD) in the member's zone. */
export interface CalendarRange {
  from: string;
  to: string;
}

/**
 * One entry a source adds, with the text it is ordered by among entries of the same day and time
 * (a request orders by its service type's code, as the union of ADR 007 did).
 */
export interface CalendarSourceEntry {
  entry: CalendarEntry;
  orderTitle: string;
}

/**
 * The one seam through which another area's dated things reach the calendar (ADR 043): requests
 * today, RSVPs and shared events next. The area implements it in its own `*.api.ts`, reading its
 * own tables in the member's scope; calendar-sources.ts registers it.
 */
export interface CalendarSource {
  /** The entry kind it adds (one source per kind). */
  kind: CalendarEntry['kind'];
  entriesFor(scope: MemberScope, range: CalendarRange): Promise<CalendarSourceEntry[]>;
}

export {
  CALENDAR_EXPORT_TABLES,
  CALENDAR_FEED_EXPORT_TABLES,
  exportCalendar,
  exportCalendarFeeds,
  forgetCalendar,
} from './member-data.repo';

/** The iCalendar text of entries (ADR 066), for an invitation sent as an .ics file (Society RSVPs). */
export { feedIcs as entriesIcs } from './feed/feed-ics';
