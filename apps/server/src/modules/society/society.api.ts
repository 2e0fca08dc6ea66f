/**
 * Society's tables (db/table-owners.js) as other modules reach them (ADR 042): the calendar's
 * source of RSVP entries (ADR 043), the member's data rights (ADR 055) and the catalogue's seed.
 */
import type { Executor, Transaction } from '../../db/client';
import type { CalendarSource } from '../calendar/calendar.api';
import { exportRsvps, forgetRsvps, rsvpCalendarEntries } from './events/events.repo';
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

/** Removes the member's redemptions, seats, places in line and gifts (a seat freed is recounted). */
export async function forgetSociety(tx: Transaction, userId: string, now: Date) {
  await forgetRsvps(tx, userId, now);
  await forgetRedemptions(tx, userId);
  await forgetGifts(tx, userId);
}
