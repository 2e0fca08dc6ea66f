// The calendar's limits and entry shape, without zod: the web app's screens import these
// (calendar-contract.ts adds the schemas and re-exports all of this).

/** The kinds of entries the calendar shows; later areas (bookings, RSVPs, shared events) add theirs. */
export type CalendarEntryKind = 'personal' | 'service_request' | 'society_event' | 'shared_event';

/** One entry of GET /api/calendar/events, in the member's time zone (Africa/Johannesburg). */
export interface CalendarEntry {
  /** Unique across kinds, e.g. "personal:<uuid>". */
  id: string;
  kind: CalendarEntryKind;
  /** The id of the personal event or request behind the entry. */
  source_id: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm, or null for all-day. */
  time: string | null;
  /** confirmed shows green, anything else yellow. For a request: its confirmation_status. */
  status: string;
  /**
   * A request's service_requests.status and latest progress status, which its displayed status
   * needs (displayedRequestStatus). Optional until the calendar API sends them.
   */
  request_status?: string;
  latest_update_status?: string | null;
  place: string | null;
  editable: boolean;
}

export const CALENDAR_MAX_RANGE_DAYS = 62;
export const EVENT_TITLE_MAX_LENGTH = 120;
export const EVENT_PLACE_MAX_LENGTH = 200;
