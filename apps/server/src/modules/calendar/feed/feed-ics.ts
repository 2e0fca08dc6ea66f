import { TZDate } from '@date-fns/tz';
import type { CalendarEntry } from '@aurum/shared/calendar/calendar-contract';
import { CALENDAR_FEED_REFRESH_MINUTES } from '@aurum/shared/calendar/calendar-feed';
import { localDateTime, MEMBER_TIME_ZONE } from '@aurum/shared/time/member-time';
import ical, { ICalEventStatus } from 'ical-generator';

/** An entry with a time lasts this long in the feed (the calendar keeps no end time). */
const TIMED_ENTRY_MINUTES = 60;

/** The entry's UID: the same for the same entry at every fetch (`personal-<id>@aurum`). */
export const entryUid = (entry: Pick<CalendarEntry, 'kind' | 'source_id'>) =>
  `${entry.kind}-${entry.source_id}@aurum`;

const statusOf = (status: string) =>
  status === 'confirmed'
    ? ICalEventStatus.CONFIRMED
    : status === 'cancelled'
      ? ICalEventStatus.CANCELLED
      : ICalEventStatus.TENTATIVE;

/** The zone's VTIMEZONE when it keeps one offset all year (Johannesburg: SAST, +02:00). */
function fixedZone(zone: string): string | null {
  const offsetAt = (month: number) => new TZDate(2026, month, 1, zone).getTimezoneOffset();
  const minutes = -offsetAt(0);
  if (minutes !== -offsetAt(6)) return null;
  const sign = minutes < 0 ? '-' : '+';
  const hhmm = `${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')}${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${sign}${hhmm}`,
    `TZOFFSETTO:${sign}${hhmm}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ].join('\r\n');
}

/**
 * The member's calendar as iCalendar (RFC 5545, ADR 066): each entry an event with its stable
 * UID, times in the member's zone (with its VTIMEZONE), untimed entries as all-day events, and
 * the calendar's refresh interval (RFC 7986 REFRESH-INTERVAL and X-PUBLISHED-TTL).
 */
export function feedIcs(entries: readonly CalendarEntry[], now: Date, zone = MEMBER_TIME_ZONE) {
  const calendar = ical({
    name: 'Aurum',
    description: 'Your Aurum calendar: requests, bookings and your own events',
    prodId: { company: 'Aurum', product: 'Calendar', language: 'EN' },
    // No calendar-wide zone: ical-generator would then write DTSTAMP in local time, and RFC 5545
    // wants it in UTC. Each event carries the zone (TZID) instead, its VTIMEZONE added below.
    ttl: CALENDAR_FEED_REFRESH_MINUTES * 60,
    x: { 'X-WR-TIMEZONE': zone },
  });
  for (const entry of entries) {
    const start = new TZDate(localDateTime(entry.date, entry.time ?? '').getTime(), zone);
    calendar.createEvent({
      id: entryUid(entry),
      stamp: now,
      timezone: zone,
      start,
      ...(entry.time === null
        ? { allDay: true }
        : { end: new TZDate(start.getTime() + TIMED_ENTRY_MINUTES * 60_000, zone) }),
      summary: entry.title,
      location: entry.place,
      status: statusOf(entry.status),
    });
  }
  const ics = calendar.toString();
  const vtimezone = fixedZone(zone);
  return vtimezone && entries.length > 0
    ? ics.replace('BEGIN:VEVENT', `${vtimezone}\r\nBEGIN:VEVENT`)
    : ics;
}
