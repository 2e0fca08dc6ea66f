import type { CalendarEntry } from '@aurum/shared/calendar/calendar-contract';
import { formatWeekdayDateTime } from '@aurum/shared/format/dates';
import { localDateAndTime } from '@aurum/shared/time/member-time';
import { renderMail } from '../../../platform/mailer/mail-layout';
import type { MailAttachment } from '../../../platform/mailer/mail-service';
import { entriesIcs } from '../../calendar/calendar.api';
import type { EventRecord } from './events.repo';

/** The event as the member's calendar shows it: the entry its .ics invitation carries. */
export function eventCalendarEntry(event: EventRecord): CalendarEntry {
  const { date, time } = localDateAndTime(event.startsAt);
  return {
    id: `society_event:${event.id}`,
    kind: 'society_event',
    source_id: event.id,
    title: event.title,
    date,
    time,
    status: 'confirmed',
    place: event.location,
    editable: false,
  };
}

/** The event as an iCalendar file, its UID the calendar feed's (one event in every calendar). */
export function eventIcsAttachment(event: EventRecord, now: Date): MailAttachment {
  return {
    filename: 'aurum-event.ics',
    contentType: 'text/calendar',
    content: entriesIcs([eventCalendarEntry(event)], now),
  };
}

const when = (event: EventRecord) =>
  `${formatWeekdayDateTime(event.startsAt)} at ${event.location}`;

/** The RSVP's confirmation, with the event as an .ics attachment. */
export function rsvpConfirmationEmail(input: {
  name: string;
  event: EventRecord;
  societyUrl: string;
}) {
  return renderMail({
    subject: `You're registered: ${input.event.title}`,
    paragraphs: [
      `Dear ${input.name},`,
      `Your place at ${input.event.title} is confirmed: ${when(input.event)}.`,
      'The event is in your Aurum calendar, and the attached invitation (aurum-event.ics) adds it to any other calendar.',
    ],
    actions: [{ label: 'View your Society events', url: input.societyUrl }],
    footnote:
      'Plans changed? Cancel your RSVP on the Events tab so the next member in line gets your seat.',
  });
}

/** A seat freed and went to the member first in line. */
export function seatFreedEmail(input: { name: string; event: EventRecord; societyUrl: string }) {
  return renderMail({
    subject: `A seat is yours: ${input.event.title}`,
    paragraphs: [
      `Dear ${input.name},`,
      `Good news: a seat freed at ${input.event.title} and, as first in line on the waitlist, it is now yours: ${when(input.event)}.`,
      'The event is in your Aurum calendar, and the attached invitation (aurum-event.ics) adds it to any other calendar.',
    ],
    actions: [{ label: 'View your Society events', url: input.societyUrl }],
    footnote:
      'Cannot make it after all? Cancel your RSVP on the Events tab so the next member in line gets the seat.',
  });
}

/** Staff called the event off (retired it): the member's seat or place in line is gone. */
export function eventCancelledEmail(input: {
  name: string;
  event: EventRecord;
  societyUrl: string;
}) {
  return renderMail({
    subject: `Cancelled: ${input.event.title}`,
    paragraphs: [
      `Dear ${input.name},`,
      `We are sorry: ${input.event.title} (${when(input.event)}) will not take place, and it is off your Aurum calendar.`,
      'Your concierge is glad to suggest another evening.',
    ],
    actions: [{ label: 'See other Society events', url: input.societyUrl }],
  });
}
