/**
 * Society's tables (db/table-owners.js) as other modules reach them (ADR 042): the calendar's
 * source of RSVP entries (ADR 043), the member's data rights (ADR 055) and the catalogue's seed.
 */
import type { Executor, Transaction } from '../../db/client';
import type { CalendarSource } from '../calendar/calendar.api';
import { exportRsvps, findEvent, forgetRsvps, rsvpCalendarEntries } from './events/events.repo';
import type { EventsService } from './events/events.service';
import { exportGifts, forgetGifts } from './gifts/gifts.repo';
import { exportRedemptions, forgetRedemptions } from './perks/perks.repo';

export { seedSocietyWhenEmpty } from './catalogue/society-seed';

/** The member's RSVPs (registered, not waitlisted), as calendar entries. */
export const societyCalendarSource: CalendarSource = {
  kind: 'society_event',
  entriesFor: (scope, range) => rsvpCalendarEntries(scope, range.from, range.to),
};

export const SOCIETY_EXPORT_TABLES = ['perk_redemptions', 'event_rsvps', 'society_gifts'] as const;

export async function exportSociety(db: Executor, userId: string) {
  return {
    perk_redemptions: await exportRedemptions(db, userId),
    event_rsvps: await exportRsvps(db, userId),
    gifts: await exportGifts(db, userId),
  };
}

/** Gives freed seats to the first in line (the events service), e-mailing them. */
export type SeatFiller = Pick<EventsService, 'fillFreedSeats'>;

/**
 * Removes the member's redemptions, seats, places in line and gifts. Each seat freed is recounted
 * and, with `seats`, given to the first in line of an event still to come, at once.
 */
export async function forgetSociety(
  tx: Transaction,
  userId: string,
  now: Date,
  seats?: SeatFiller,
) {
  const freed = await forgetRsvps(tx, userId, now);
  for (const eventId of seats ? freed : []) {
    const event = await findEvent(tx, eventId);
    if (event && !event.retiredAt && event.startsAt > now) await seats!.fillFreedSeats(tx, event);
  }
  await forgetRedemptions(tx, userId);
  await forgetGifts(tx, userId);
}
