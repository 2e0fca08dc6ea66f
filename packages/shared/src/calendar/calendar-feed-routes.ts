import { route, typed } from '../api-route';
import type { CalendarFeed } from './calendar-feed';

/**
 * The member's private calendar subscription (ADR 066, 080). The feed itself,
 * /calendar/feed/<token>.ics, is fetched by calendar apps, never by the web app.
 */

/** The subscription address, or null while it is off. */
export const feed = route('GET', '/api/calendar/feed', typed<{ answer: CalendarFeed | null }>);

/** Turns the feed on, or re-issues it: the old address stops working (201). */
export const issueFeed = route('POST', '/api/calendar/feed', typed<{ answer: CalendarFeed }>);

/** Turns the feed off (204). */
export const revokeFeed = route('DELETE', '/api/calendar/feed');
