import {
  type AdminGift,
  type AdminPerk,
  type AdminSocietyEvent,
  type EventPatch,
  type EventValues,
  type GiftPatch,
  type GiftValues,
  type PerkPatch,
  type PerkValues,
  SOCIETY_ERRORS,
} from '@aurum/shared/society/society-contract';
import { localDateTime } from '@aurum/shared/time/member-time';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import { publishToEveryone } from '../../platform/realtime/publish';
import * as events from './events/events.repo';
import { type EventsService, eventNotFound, toSocietyEvent } from './events/events.service';
import * as gifts from './gifts/gifts.repo';
import { toGift } from './gifts/gifts.service';
import { findMemberByEmail } from './members.repo';
import * as perks from './perks/perks.repo';
import { perkNotFound } from './perks/perks.service';

const titleTaken = () => new AppError('TITLE_TAKEN', 'A perk with this title already exists.', 409);
export const giftNotFound = () => notFound(SOCIETY_ERRORS.giftNotFound);

const toAdminPerk = ({
  perk,
  redemptions,
}: {
  perk: perks.PerkRecord;
  redemptions: number;
}): AdminPerk => ({
  id: perk.id,
  title: perk.title,
  description: perk.description,
  category: perk.category,
  tier: perk.tier,
  value: perk.value,
  fulfilment: perk.fulfilment,
  expires_at: perk.expiresAt,
  stock_remaining: perk.stockRemaining,
  stock: perk.stockRemaining,
  redemptions,
  retired: perk.retiredAt !== null,
  updated_at: perk.updatedAt.toISOString(),
});

const toAdminEvent = ({
  event,
  waitlistLength,
}: {
  event: events.EventRecord;
  waitlistLength: number;
}): AdminSocietyEvent => {
  const {
    rsvp_status: _status,
    waitlist_position: _position,
    ...shown
  } = toSocietyEvent(event, null, waitlistLength);
  return { ...shown, retired: event.retiredAt !== null, updated_at: event.updatedAt.toISOString() };
};

const perkFields = (values: PerkPatch): Partial<perks.PerkFields> => ({
  ...(values.title !== undefined && { title: values.title }),
  ...(values.description !== undefined && { description: values.description }),
  ...(values.category !== undefined && { category: values.category }),
  ...(values.tier !== undefined && { tier: values.tier }),
  ...(values.value !== undefined && { value: values.value }),
  ...(values.fulfilment !== undefined && { fulfilment: values.fulfilment }),
  ...(values.expires_at !== undefined && { expiresAt: values.expires_at }),
  ...(values.stock !== undefined && { stockRemaining: values.stock }),
});

const eventFields = (values: EventPatch): Partial<events.EventFields> => ({
  ...(values.title !== undefined && { title: values.title }),
  ...(values.description !== undefined && { description: values.description }),
  ...(values.date !== undefined &&
    values.time !== undefined && { startsAt: localDateTime(values.date, values.time) }),
  ...(values.location !== undefined && { location: values.location }),
  ...(values.capacity !== undefined && { capacity: values.capacity }),
  ...(values.tier_requirement !== undefined && { tierRequirement: values.tier_requirement }),
  ...(values.category !== undefined && { category: values.category }),
});

/**
 * The staff console's Society section (issue 30): the catalogue of perks and events (create,
 * edit, retire, restore) and the gifts staff record for members. A capacity raised gives the new
 * seats to the waitlist at once, under the event's lock like every seat change.
 */
export class SocietyStaffService {
  constructor(
    private db: Database,
    private clock: Clock,
    private eventsService: Pick<EventsService, 'fillFreedSeats' | 'tellCancelled'>,
  ) {}

  async perks(): Promise<AdminPerk[]> {
    return (await perks.listCataloguePerks(this.db)).map(toAdminPerk);
  }

  async createPerk(values: PerkValues): Promise<AdminPerk> {
    const id = await perks.insertPerk(
      this.db,
      perkFields(values) as perks.PerkFields,
      this.clock.now(),
    );
    if (!id) throw titleTaken();
    return this.perk(id);
  }

  async changePerk(id: string, patch: PerkPatch & { retired?: boolean }): Promise<AdminPerk> {
    const fields = {
      ...perkFields(patch),
      ...(patch.retired !== undefined && { retiredAt: patch.retired ? this.clock.now() : null }),
    };
    const outcome = await perks.updatePerk(this.db, id, fields, this.clock.now());
    if (outcome === 'missing') throw perkNotFound();
    if (outcome === 'taken') throw titleTaken();
    return this.perk(id);
  }

  private async perk(id: string) {
    const found = await perks.cataloguePerk(this.db, id);
    if (!found) throw perkNotFound();
    return toAdminPerk(found);
  }

  async events(): Promise<AdminSocietyEvent[]> {
    return (await events.listCatalogueEvents(this.db)).map(toAdminEvent);
  }

  async createEvent(values: EventValues): Promise<AdminSocietyEvent> {
    const id = await events.insertEvent(
      this.db,
      eventFields(values) as events.EventFields,
      this.clock.now(),
    );
    return this.event(id);
  }

  /** Edits, retires or restores an event; a capacity below the registered members is refused. */
  async changeEvent(
    id: string,
    patch: EventPatch & { retired?: boolean },
  ): Promise<AdminSocietyEvent> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const event = await events.lockEvent(tx, id);
      if (!event) throw eventNotFound();
      const fields = {
        ...eventFields(patch),
        ...(patch.retired !== undefined && { retiredAt: patch.retired ? now : null }),
      };
      if (fields.capacity !== undefined && fields.capacity < event.attendees) {
        throw new AppError('CAPACITY_BELOW_ATTENDEES', SOCIETY_ERRORS.capacityBelowAttendees, 409);
      }
      await events.updateEvent(tx, id, fields, now);
      const updated = { ...event, ...fields };
      if (!updated.retiredAt) await this.eventsService.fillFreedSeats(tx, updated);
      else if (!event.retiredAt) await this.eventsService.tellCancelled(tx, updated);
      await publishToEveryone(tx, { topic: 'society_events', eventId: id });
    });
    return this.event(id);
  }

  private async event(id: string) {
    const found = await events.catalogueEvent(this.db, id);
    if (!found) throw eventNotFound();
    return toAdminEvent(found);
  }

  async gifts(q: string): Promise<AdminGift[]> {
    const rows = await gifts.listAllGifts(this.db, q);
    return rows.map((row) => ({
      ...toGift(row.gift),
      member_email: row.memberEmail,
      member_name: row.memberName,
    }));
  }

  /** Records a gift for the member with that e-mail address (a member account only). */
  async recordGift(values: GiftValues): Promise<AdminGift> {
    const member = await findMemberByEmail(this.db, values.member_email);
    if (!member) throw new AppError('MEMBER_NOT_FOUND', SOCIETY_ERRORS.memberNotFound, 404);
    const id = await gifts.insertGift(
      this.db,
      member.id,
      {
        giftName: values.gift_name,
        sentDate: values.sent_date,
        category: values.category,
        valueCents: values.value_cents,
        status: values.status,
        note: values.note,
      },
      this.clock.now(),
    );
    return this.gift(id);
  }

  async changeGift(id: string, patch: GiftPatch): Promise<AdminGift> {
    const changed = await gifts.updateGift(
      this.db,
      id,
      {
        ...(patch.gift_name !== undefined && { giftName: patch.gift_name }),
        ...(patch.sent_date !== undefined && { sentDate: patch.sent_date }),
        ...(patch.category !== undefined && { category: patch.category }),
        ...(patch.value_cents !== undefined && { valueCents: patch.value_cents }),
        ...(patch.status !== undefined && { status: patch.status }),
        ...(patch.note !== undefined && { note: patch.note }),
      },
      this.clock.now(),
    );
    if (!changed) throw giftNotFound();
    return this.gift(id);
  }

  private async gift(id: string): Promise<AdminGift> {
    const found = await gifts.findGiftWithMember(this.db, id);
    if (!found) throw giftNotFound();
    return {
      ...toGift(found.gift),
      member_email: found.memberEmail,
      member_name: found.memberName,
    };
  }
}
