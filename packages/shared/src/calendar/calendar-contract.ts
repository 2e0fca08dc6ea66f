import { z } from 'zod';
import { HH_MM, isRealDate } from '../onboarding/onboarding-contract';

/** The kinds of entries the calendar shows; later areas (bookings, RSVPs, shared events) add theirs. */
export type CalendarEntryKind = 'personal' | 'service_request';

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

const day = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine(
      (value) => value === '' || isRealDate(value),
      `${label} must be a real date (YYYY-MM-DD)`,
    );

export const calendarRangeSchema = z
  .object({ from: day('From'), to: day('To') })
  .refine((range) => range.from <= range.to, { message: 'From must not be after To', path: ['to'] })
  .refine(
    (range) =>
      (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 <= CALENDAR_MAX_RANGE_DAYS,
    { message: `Ask for at most ${CALENDAR_MAX_RANGE_DAYS} days at once`, path: ['to'] },
  );

/** Add Event / edit: title, date, optional time and place. */
export const personalEventSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(EVENT_TITLE_MAX_LENGTH, `Title must be at most ${EVENT_TITLE_MAX_LENGTH} characters`),
  date: day('Date'),
  time: z
    .string({ error: 'Time must be text' })
    .trim()
    .refine((value) => value === '' || HH_MM.test(value), 'Time must be like 14:30')
    .default(''),
  place: z
    .string({ error: 'Place must be text' })
    .trim()
    .max(EVENT_PLACE_MAX_LENGTH, `Place must be at most ${EVENT_PLACE_MAX_LENGTH} characters`)
    .default(''),
});
export type PersonalEventInput = z.input<typeof personalEventSchema>;
