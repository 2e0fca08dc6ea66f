import { formatWeekdayDateTime } from '@aurum/shared/format/dates';
import {
  EVENT_TIERS,
  type EventTier,
  SOCIETY_ERRORS,
  type SocietyEvent,
} from '@aurum/shared/society/society-contract';
import { asMember, asMemberRead, type MemberScope } from '../../../db/as-member';
import type { Database, Executor } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { AppError, notFound } from '../../../platform/errors';
import type { MailService } from '../../../platform/mailer/mail-service';
import { publishToEveryone } from '../../../platform/realtime/publish';
import type { Notify } from '../../notifications/notifications.api';
import { type TierStanding, tierRules, tierStanding } from '../../membership/tier-policy.service';
import { findMember } from '../members.repo';
import * as repo from './events.repo';
import {
  eventCancelledEmail,
  eventIcsAttachment,
  rsvpConfirmationEmail,
  seatFreedEmail,
} from './rsvp-emails';

export const eventNotFound = () => notFound(SOCIETY_ERRORS.eventNotFound);

/** The event tiers a member's standing lets them see (spec 02 section 6); trial sees none. */
export const visibleEventTiers = (standing: TierStanding): EventTier[] =>
  EVENT_TIERS.filter((tier) => tierRules.societyEvent(standing, tier));

export const toSocietyEvent = (
  event: repo.EventRecord,
  place: repo.MemberPlace | null,
  waitlistLength: number,
): SocietyEvent => ({
  id: event.id,
  title: event.title,
  description: event.description,
  date: event.startsAt.toISOString(),
  location: event.location,
  capacity: event.capacity,
  attendees: event.attendees,
  tier_requirement: event.tierRequirement,
  category: event.category,
  rsvp_status: place?.status ?? 'not_registered',
  waitlist_position: place?.position ?? null,
  waitlist_length: waitlistLength,
});

export interface EventsDeps {
  db: Database;
  clock: Clock;
  mail: MailService;
  siteUrl: string;
  notify: Notify;
}

/**
 * Society events (spec 02 sections 3, 4, 6; issue 30, ADR 069): listed by the tier rules, RSVPs
 * against a capacity the server holds, a waitlist whose first member gets a freed seat at once.
 * Every change of one event's seats or line runs under that event's row lock, so parallel RSVPs
 * (on any instance) are taken one by one: the last seat goes once, a freed seat is given once.
 */
export class EventsService {
  constructor(private deps: EventsDeps) {}

  async list(userId: string): Promise<SocietyEvent[]> {
    const now = this.deps.clock.now();
    return asMemberRead(this.deps.db, userId, async (scope) => {
      const tiers = visibleEventTiers(await tierStanding(scope.db, userId, now));
      const rows = await repo.listMemberEvents(scope, tiers, now);
      return rows.map((row) => toSocietyEvent(row.event, row.place, row.waitlistLength));
    });
  }

  /** RSVP: a seat while seats are left ('Event Full' once the last is gone). */
  rsvp(userId: string, eventId: string) {
    return this.change(userId, eventId, async (scope, event) => {
      const current = await repo.findRsvp(scope, event.id);
      if (current === 'registered') {
        throw new AppError('ALREADY_REGISTERED', SOCIETY_ERRORS.alreadyRegistered, 409);
      }
      if (current === 'waitlisted') {
        throw new AppError('ALREADY_WAITLISTED', SOCIETY_ERRORS.alreadyWaitlisted, 409);
      }
      if (event.attendees >= event.capacity) {
        throw new AppError('EVENT_FULL', SOCIETY_ERRORS.eventFull, 409);
      }
      const now = this.deps.clock.now();
      await repo.insertRsvp(scope, event.id, 'registered', now);
      await repo.addAttendees(scope.tx, event.id, 1, now);
      await this.tellSeated(scope.tx, scope.userId, event, 'rsvp');
    });
  }

  /** Cancels the member's RSVP; the freed seat goes to the first in line at once. */
  cancel(userId: string, eventId: string) {
    return this.change(userId, eventId, async (scope, event) => {
      if (!(await repo.deleteRsvp(scope, event.id, 'registered'))) {
        throw new AppError('NOT_REGISTERED', SOCIETY_ERRORS.notRegistered, 409);
      }
      const now = this.deps.clock.now();
      await repo.addAttendees(scope.tx, event.id, -1, now);
      await this.fillFreedSeats(scope.tx, { ...event, attendees: event.attendees - 1 });
    });
  }

  /** Joins the waitlist of a full event. */
  joinWaitlist(userId: string, eventId: string) {
    return this.change(userId, eventId, async (scope, event) => {
      const current = await repo.findRsvp(scope, event.id);
      if (current === 'registered') {
        throw new AppError('ALREADY_REGISTERED', SOCIETY_ERRORS.alreadyRegistered, 409);
      }
      if (current === 'waitlisted') {
        throw new AppError('ALREADY_WAITLISTED', SOCIETY_ERRORS.alreadyWaitlisted, 409);
      }
      if (event.attendees < event.capacity) {
        throw new AppError('EVENT_NOT_FULL', SOCIETY_ERRORS.eventNotFull, 409);
      }
      await repo.insertRsvp(scope, event.id, 'waitlisted', this.deps.clock.now());
    });
  }

  /** Leaves the waitlist. */
  leaveWaitlist(userId: string, eventId: string) {
    return this.change(userId, eventId, async (scope, event) => {
      if (!(await repo.deleteRsvp(scope, event.id, 'waitlisted'))) {
        throw new AppError('NOT_WAITLISTED', SOCIETY_ERRORS.notWaitlisted, 409);
      }
    });
  }

  /**
   * Gives every free seat of a locked event to the members first in line, one by one, each told
   * by e-mail with the event's .ics. Called under the event's lock: by a cancellation, and by
   * staff raising the capacity.
   */
  async fillFreedSeats(tx: Executor, event: repo.EventRecord) {
    const now = this.deps.clock.now();
    let attendees = event.attendees;
    while (attendees < event.capacity) {
      const promoted = await repo.promoteFirstInLine(tx, event.id, now);
      if (!promoted) break;
      attendees += 1;
      await repo.addAttendees(tx, event.id, 1, now);
      await this.tellSeated(tx, promoted, event, 'promoted');
    }
  }

  /**
   * Staff retired an event still to come: everyone holding a seat or a place in line is told it
   * is off (its calendar entries go with it). Called under the event's lock.
   */
  async tellCancelled(tx: Executor, event: repo.EventRecord) {
    if (event.startsAt <= this.deps.clock.now()) return;
    for (const { userId } of await repo.holdersOf(tx, event.id)) {
      const member = await findMember(tx, userId);
      if (!member) continue;
      await this.deps.mail.queue(tx, {
        kind: 'society.event_cancelled',
        to: member.email,
        ...eventCancelledEmail({
          name: member.name || 'Member',
          event,
          societyUrl: `${this.deps.siteUrl}/society?tab=events`,
        }),
      });
    }
  }

  /** The seat's e-mail (with the .ics) to the member, queued in the transaction. */
  private async tellSeated(
    tx: Executor,
    userId: string,
    event: repo.EventRecord,
    how: 'rsvp' | 'promoted',
  ) {
    const member = await findMember(tx, userId);
    if (!member) return;
    const input = {
      name: member.name || 'Member',
      event,
      societyUrl: `${this.deps.siteUrl}/society?tab=events`,
    };
    const mail = how === 'rsvp' ? rsvpConfirmationEmail(input) : seatFreedEmail(input);
    await this.deps.mail.queue(tx, {
      kind: how === 'rsvp' ? 'society.rsvp_confirmed' : 'society.seat_freed',
      to: member.email,
      ...mail,
      attachments: [eventIcsAttachment(event, this.deps.clock.now())],
    });
    // The e-mail above carries the .ics: the notification goes to the other channels (ADR 076).
    await this.deps.notify.notify(tx, {
      userId,
      kind: how === 'rsvp' ? 'rsvp_confirmed' : 'waitlist_seat_offered',
      facts: { subject: event.title, when: formatWeekdayDateTime(event.startsAt) },
      url: '/society?tab=events',
      dedupeKey: `${event.id}:${this.deps.clock.now().toISOString()}`,
    });
  }

  /**
   * One change of the member's place at an event: the event is locked, the tier rule and the
   * date checked, the change made, everyone's lists told; answers the event as the member now
   * sees it.
   */
  private async change(
    userId: string,
    eventId: string,
    work: (scope: MemberScope, event: repo.EventRecord) => Promise<void>,
  ): Promise<SocietyEvent> {
    const now = this.deps.clock.now();
    return asMember(this.deps.db, userId, async (scope) => {
      const standing = await tierStanding(scope.tx, userId, now);
      const tiers = visibleEventTiers(standing);
      if (tiers.length === 0)
        throw new AppError('NO_EVENTS_FOR_TIER', SOCIETY_ERRORS.noEvents, 403);
      const event = await repo.lockEvent(scope.tx, eventId);
      if (!event || event.retiredAt) throw eventNotFound();
      if (!tiers.includes(event.tierRequirement)) {
        throw new AppError('TIER_REQUIRED', SOCIETY_ERRORS.eventTier, 403);
      }
      if (event.startsAt <= now) throw new AppError('EVENT_PAST', SOCIETY_ERRORS.eventPast, 409);
      await work(scope, event);
      await publishToEveryone(scope.tx, { topic: 'society_events', eventId: event.id });
      const after = (await repo.findEvent(scope.tx, event.id))!;
      const { place, waitlistLength } = await repo.memberPlace(scope.tx, userId, event.id);
      return toSocietyEvent(after, place, waitlistLength);
    });
  }
}
