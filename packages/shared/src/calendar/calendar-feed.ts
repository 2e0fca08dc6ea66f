/**
 * The private calendar subscription (issue 29): an ICS feed of the member's Aurum calendar
 * (requests, bookings, personal events; later RSVPs), revocable and re-issuable. The feed's token
 * is stored as a hash; the URL is shown once it is issued and again from GET (the server keeps it
 * sealed so the member can copy it later).
 *
 * GET /api/calendar/feed -> CalendarFeed | null; POST /api/calendar/feed -> CalendarFeed (issues a
 * new address; the old one stops working); DELETE /api/calendar/feed (revoke).
 * Public: GET /calendar/feed/:token.ics -> text/calendar (404 for an unknown or revoked token).
 * Events carry stable UIDs (`<kind>-<id>@aurum`), and the calendar a refresh interval
 * (REFRESH-INTERVAL and X-PUBLISHED-TTL of CALENDAR_FEED_REFRESH_MINUTES).
 */
export const CALENDAR_FEED_REFRESH_MINUTES = 60;
/** Past entries the feed keeps, and how far ahead it reaches (days). */
export const CALENDAR_FEED_PAST_DAYS = 30;
export const CALENDAR_FEED_AHEAD_DAYS = 365;

export interface CalendarFeed {
  url: string;
  /** webcal:// form of the same address, for one-tap subscribing on Apple devices. */
  webcal_url: string;
  created_at: string;
}
