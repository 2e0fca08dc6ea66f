import type { CalendarEntry } from '@aurum/shared/calendar/calendar-contract';
import type { EventCategory, EventTier, RsvpStatus } from '@aurum/shared/society/society-contract';
import { and, asc, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { MemberReadScope, MemberScope } from '../../../db/as-member';
import type { Executor } from '../../../db/client';
import { eventRsvps, societyEvents } from '../../../db/schema/society';

/** An event of the catalogue as stored. */
export interface EventRecord {
  id: string;
  title: string;
  description: string;
  startsAt: Date;
  location: string;
  capacity: number;
  attendees: number;
  tierRequirement: EventTier;
  category: EventCategory;
  retiredAt: Date | null;
  updatedAt: Date;
}

/** What staff write for an event. */
export interface EventFields {
  title: string;
  description: string;
  startsAt: Date;
  location: string;
  capacity: number;
  tierRequirement: EventTier;
  category: EventCategory;
}

const eventColumns = {
  id: societyEvents.id,
  title: societyEvents.title,
  description: societyEvents.description,
  startsAt: societyEvents.startsAt,
  location: societyEvents.location,
  capacity: societyEvents.capacity,
  attendees: societyEvents.attendees,
  tierRequirement: societyEvents.tierRequirement,
  category: societyEvents.category,
  retiredAt: societyEvents.retiredAt,
  updatedAt: societyEvents.updatedAt,
};

const toEvent = (
  row: { tierRequirement: string; category: string } & Omit<
    EventRecord,
    'tierRequirement' | 'category'
  >,
) => row as EventRecord;

const waitlistLength = sql<number>`(select count(*)::int from ${eventRsvps} w
  where w.event_id = ${societyEvents.id} and w.status = 'waitlisted')`;

/** A member's row at an event, with their place in line when waitlisted. */
export interface MemberPlace {
  status: Exclude<RsvpStatus, 'not_registered'>;
  position: number | null;
}

/**
 * The events a member may see (not retired, from `from` on, of the tiers given), each with the
 * member's RSVP or place in line and the line's length; soonest first.
 */
export async function listMemberEvents(
  { db, userId }: MemberReadScope,
  tiers: readonly EventTier[],
  from: Date,
) {
  if (tiers.length === 0) return [];
  const rows = await db
    .select({
      ...eventColumns,
      waitlistLength,
      status: eventRsvps.status,
      position: sql<number | null>`case when ${eventRsvps.status} = 'waitlisted' then
        (select count(*)::int from ${eventRsvps} w where w.event_id = ${societyEvents.id}
          and w.status = 'waitlisted' and w.seq <= ${eventRsvps.seq}) end`,
    })
    .from(societyEvents)
    .leftJoin(
      eventRsvps,
      and(eq(eventRsvps.eventId, societyEvents.id), eq(eventRsvps.userId, userId)),
    )
    .where(
      and(
        isNull(societyEvents.retiredAt),
        gte(societyEvents.startsAt, from),
        inArray(societyEvents.tierRequirement, [...tiers]),
      ),
    )
    .orderBy(asc(societyEvents.startsAt), asc(societyEvents.title));
  return rows.map(({ waitlistLength: length, status, position, ...event }) => ({
    event: toEvent(event),
    waitlistLength: Number(length),
    place: status
      ? ({ status, position: position === null ? null : Number(position) } as MemberPlace)
      : null,
  }));
}

/** The member's place at one event, with the line's length. */
export async function memberPlace(db: Executor, userId: string, eventId: string) {
  const [row] = await db
    .select({
      status: eventRsvps.status,
      position: sql<number | null>`case when ${eventRsvps.status} = 'waitlisted' then
        (select count(*)::int from ${eventRsvps} w where w.event_id = ${eventRsvps.eventId}
          and w.status = 'waitlisted' and w.seq <= ${eventRsvps.seq}) end`,
    })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)));
  const [line] = await db
    .select({ n: count() })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, 'waitlisted')));
  return {
    place: row
      ? ({
          status: row.status,
          position: row.position === null ? null : Number(row.position),
        } as MemberPlace)
      : null,
    waitlistLength: line?.n ?? 0,
  };
}

/**
 * Locks the event's row (FOR UPDATE) for a change of its seats or line: every RSVP,
 * cancellation, waitlist move and promotion of one event runs in turn, on any instance.
 */
export async function lockEvent(tx: Executor, id: string): Promise<EventRecord | null> {
  const [row] = await tx
    .select(eventColumns)
    .from(societyEvents)
    .where(eq(societyEvents.id, id))
    .for('update');
  return row ? toEvent(row) : null;
}

export async function findEvent(db: Executor, id: string): Promise<EventRecord | null> {
  const [row] = await db.select(eventColumns).from(societyEvents).where(eq(societyEvents.id, id));
  return row ? toEvent(row) : null;
}

/** The member's row at the event (under the event's lock), or null. */
export async function findRsvp({ tx, userId }: MemberScope, eventId: string) {
  const [row] = await tx
    .select({ status: eventRsvps.status })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)));
  return (row?.status as MemberPlace['status'] | undefined) ?? null;
}

/** A seat (registered) or a place in line (waitlisted) for the member. */
export async function insertRsvp(
  { tx, userId }: MemberScope,
  eventId: string,
  status: MemberPlace['status'],
  now: Date,
) {
  await tx.insert(eventRsvps).values({
    eventId,
    userId,
    status,
    createdAt: now,
    registeredAt: status === 'registered' ? now : null,
  });
}

/** Removes the member's row of that status; false when there was none. */
export async function deleteRsvp(
  { tx, userId }: MemberScope,
  eventId: string,
  status: MemberPlace['status'],
) {
  const removed = await tx
    .delete(eventRsvps)
    .where(
      and(
        eq(eventRsvps.eventId, eventId),
        eq(eventRsvps.userId, userId),
        eq(eventRsvps.status, status),
      ),
    )
    .returning({ id: eventRsvps.id });
  return removed.length > 0;
}

/** Moves the event's registered count by `delta` (under the event's lock). */
export async function addAttendees(tx: Executor, eventId: string, delta: number, now: Date) {
  await tx
    .update(societyEvents)
    .set({ attendees: sql`${societyEvents.attendees} + ${delta}`, updatedAt: now })
    .where(eq(societyEvents.id, eventId));
}

/**
 * Gives the next seat to the first member in line (under the event's lock): their row becomes
 * registered. Returns that member's id, or null when nobody waits.
 */
export async function promoteFirstInLine(tx: Executor, eventId: string, now: Date) {
  const [first] = await tx
    .select({ id: eventRsvps.id, userId: eventRsvps.userId })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, 'waitlisted')))
    .orderBy(asc(eventRsvps.seq))
    .limit(1);
  if (!first) return null;
  await tx
    .update(eventRsvps)
    .set({ status: 'registered', registeredAt: now })
    .where(eq(eventRsvps.id, first.id));
  return first.userId;
}

/** Every member holding a seat or a place in line at the event, in line order. */
export async function holdersOf(tx: Executor, eventId: string) {
  return tx
    .select({ userId: eventRsvps.userId, status: eventRsvps.status })
    .from(eventRsvps)
    .where(eq(eventRsvps.eventId, eventId))
    .orderBy(asc(eventRsvps.seq));
}

const MEMBER_TIME_ZONE = 'Africa/Johannesburg';
const localStart = sql`(${societyEvents.startsAt} at time zone ${sql.raw(`'${MEMBER_TIME_ZONE}'`)})`;

/** The member's registered events between two local dates (inclusive), as calendar entries. */
export async function rsvpCalendarEntries({ tx, userId }: MemberScope, from: string, to: string) {
  const rows = await tx
    .select({
      id: societyEvents.id,
      title: societyEvents.title,
      date: sql<string>`to_char(${localStart}, 'YYYY-MM-DD')`,
      time: sql<string>`to_char(${localStart}, 'HH24:MI')`,
      place: societyEvents.location,
    })
    .from(eventRsvps)
    .innerJoin(societyEvents, eq(societyEvents.id, eventRsvps.eventId))
    .where(
      and(
        eq(eventRsvps.userId, userId),
        eq(eventRsvps.status, 'registered'),
        isNull(societyEvents.retiredAt),
        sql`${localStart}::date between ${from} and ${to}`,
      ),
    );
  return rows.map((row) => ({
    entry: {
      id: `society_event:${row.id}`,
      kind: 'society_event',
      source_id: row.id,
      title: row.title,
      date: row.date,
      time: row.time,
      status: 'confirmed',
      place: row.place,
      editable: false,
    } satisfies CalendarEntry,
    orderTitle: row.title,
  }));
}

// Staff: the catalogue.

export async function listCatalogueEvents(db: Executor) {
  const rows = await db
    .select({ ...eventColumns, waitlistLength })
    .from(societyEvents)
    .orderBy(sql`${societyEvents.retiredAt} is not null`, asc(societyEvents.startsAt));
  return rows.map(({ waitlistLength: length, ...event }) => ({
    event: toEvent(event),
    waitlistLength: Number(length),
  }));
}

export async function catalogueEvent(db: Executor, id: string) {
  const [row] = await db
    .select({ ...eventColumns, waitlistLength })
    .from(societyEvents)
    .where(eq(societyEvents.id, id));
  if (!row) return null;
  const { waitlistLength: length, ...event } = row;
  return { event: toEvent(event), waitlistLength: Number(length) };
}

export async function insertEvent(db: Executor, fields: EventFields, now: Date) {
  const [row] = await db
    .insert(societyEvents)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning({ id: societyEvents.id });
  return row!.id;
}

export async function updateEvent(
  tx: Executor,
  id: string,
  fields: Partial<EventFields> & { retiredAt?: Date | null },
  now: Date,
) {
  await tx
    .update(societyEvents)
    .set({ ...fields, updatedAt: now })
    .where(eq(societyEvents.id, id));
}

export async function countEvents(db: Executor) {
  const [row] = await db.select({ n: count() }).from(societyEvents);
  return row?.n ?? 0;
}

// Data rights (ADR 055).

export async function exportRsvps(db: Executor, userId: string) {
  const rows = await db
    .select({
      event: societyEvents.title,
      startsAt: societyEvents.startsAt,
      location: societyEvents.location,
      status: eventRsvps.status,
      createdAt: eventRsvps.createdAt,
      registeredAt: eventRsvps.registeredAt,
    })
    .from(eventRsvps)
    .innerJoin(societyEvents, eq(societyEvents.id, eventRsvps.eventId))
    .where(eq(eventRsvps.userId, userId))
    .orderBy(asc(eventRsvps.createdAt), asc(eventRsvps.seq));
  return rows.map((row) => ({
    event: row.event,
    date: row.startsAt.toISOString(),
    location: row.location,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    registered_at: row.registeredAt?.toISOString() ?? null,
  }));
}

/**
 * Removes the member's seats and places in line; each event's registered count is recounted
 * under its lock (events locked in id order, the one order every path locks more than one).
 */
export async function forgetRsvps(tx: Executor, userId: string, now: Date): Promise<string[]> {
  const seated = await tx
    .select({ eventId: eventRsvps.eventId })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.userId, userId), eq(eventRsvps.status, 'registered')))
    .orderBy(asc(eventRsvps.eventId));
  for (const { eventId } of seated) await lockEvent(tx, eventId);
  await tx.delete(eventRsvps).where(eq(eventRsvps.userId, userId));
  for (const { eventId } of seated) await addAttendees(tx, eventId, -1, now);
  return seated.map(({ eventId }) => eventId);
}
