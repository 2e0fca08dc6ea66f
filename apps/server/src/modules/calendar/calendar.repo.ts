import type { CalendarEntry } from '@aurum/shared/calendar/calendar-contract';
import { bookedSlotEntryTitle } from '@aurum/shared/marketplace/marketplace-contract';
import { serviceTypeLabel } from '@aurum/shared/requests/service-types';
import { and, asc, between, eq, isNotNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { MemberScope } from '../../db/as-member';
import { calendarEvents } from '../../db/schema/calendar';
import { bookingSlots } from '../../db/schema/marketplace';
import { serviceProviders } from '../../db/schema/providers';
import { requestStatusUpdates, serviceRequests } from '../../db/schema/requests';

const MEMBER_TIME_ZONE = 'Africa/Johannesburg';

const localDate = sql`(${serviceRequests.preferredDate} at time zone ${sql.raw(`'${MEMBER_TIME_ZONE}'`)})`;

/**
 * Every calendar entry of the member between two dates (inclusive, member's time zone), in ONE
 * query: personal events and requests with a preferred date; a request that booked a marketplace
 * slot names its provider and the slot's end. Later areas (RSVPs, shared events) add their kinds
 * as further branches of this union.
 */
export async function listEntries(
  { tx, userId }: MemberScope,
  from: string,
  to: string,
): Promise<CalendarEntry[]> {
  const personal = tx
    .select({
      kind: sql<string>`'personal'`.as('kind'),
      sourceId: calendarEvents.id,
      title: calendarEvents.title,
      date: sql<string>`to_char(${calendarEvents.eventDate}, 'YYYY-MM-DD')`.as('date'),
      time: sql<string | null>`to_char(${calendarEvents.eventTime}, 'HH24:MI')`.as('time'),
      status: calendarEvents.status,
      place: calendarEvents.place,
      provider: sql<string | null>`null::text`.as('provider'),
      endTime: sql<string | null>`null::text`.as('end_time'),
      requestStatus: sql<string | null>`null::text`.as('request_status'),
      latestUpdateStatus: sql<string | null>`null::text`.as('latest_update_status'),
    })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.userId, userId), between(calendarEvents.eventDate, from, to)));
  const requests = tx
    .select({
      kind: sql<string>`'service_request'`.as('kind'),
      sourceId: serviceRequests.id,
      title: serviceRequests.serviceType,
      date: sql<string>`to_char(${localDate}, 'YYYY-MM-DD')`.as('date'),
      time: sql<
        string | null
      >`case when ${serviceRequests.preferredTimeSet} then to_char(${localDate}, 'HH24:MI') end`.as(
        'time',
      ),
      status: serviceRequests.confirmationStatus,
      place: serviceRequests.location,
      provider: sql<string | null>`${serviceProviders.name}`.as('provider'),
      endTime: sql<string | null>`to_char(${bookingSlots.endTime}, 'HH24:MI')`.as('end_time'),
      requestStatus: sql<string | null>`${serviceRequests.status}`.as('request_status'),
      latestUpdateStatus: sql<string | null>`(select u.status from ${requestStatusUpdates} u
        where u.request_id = ${serviceRequests.id} and u.status not in ('note', 'modified')
        order by u.created_at desc, u.seq desc limit 1)`.as('latest_update_status'),
    })
    .from(serviceRequests)
    .leftJoin(bookingSlots, eq(bookingSlots.bookingId, serviceRequests.id))
    .leftJoin(serviceProviders, eq(serviceProviders.id, bookingSlots.providerId))
    .where(
      and(
        eq(serviceRequests.userId, userId),
        isNotNull(serviceRequests.preferredDate),
        sql`${localDate}::date between ${from} and ${to}`,
      ),
    );
  const rows = await unionAll(personal, requests).orderBy(
    asc(sql`date`),
    sql`time asc nulls first`,
    asc(sql`title`),
  );
  return rows.map((row) => ({
    id: `${row.kind}:${row.sourceId}`,
    kind: row.kind as CalendarEntry['kind'],
    source_id: row.sourceId,
    title: entryTitle(row),
    date: row.date,
    time: row.time,
    status: row.status,
    place: row.place,
    editable: row.kind === 'personal',
    ...(row.kind === 'service_request'
      ? { request_status: row.requestStatus ?? '', latest_update_status: row.latestUpdateStatus }
      : {}),
  }));
}

function entryTitle(row: {
  kind: string;
  title: string;
  provider: string | null;
  endTime: string | null;
}) {
  if (row.kind !== 'service_request') return row.title;
  const service = serviceTypeLabel(row.title);
  return row.provider && row.endTime
    ? bookedSlotEntryTitle(service, row.provider, row.endTime)
    : service;
}

export interface PersonalEventFields {
  title: string;
  eventDate: string;
  eventTime: string | null;
  place: string | null;
}

export async function insertPersonalEvent(
  { tx, userId }: MemberScope,
  fields: PersonalEventFields,
  now: Date,
) {
  const [row] = await tx
    .insert(calendarEvents)
    .values({ userId, ...fields, createdAt: now, updatedAt: now })
    .returning({ id: calendarEvents.id });
  return row!.id;
}

/** Updates the member's own event; null when it is not theirs or does not exist. */
export async function updatePersonalEvent(
  { tx, userId }: MemberScope,
  id: string,
  fields: PersonalEventFields,
  now: Date,
) {
  const [row] = await tx
    .update(calendarEvents)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.userId, userId)))
    .returning({ id: calendarEvents.id });
  return row?.id ?? null;
}

export async function deletePersonalEvent({ tx, userId }: MemberScope, id: string) {
  const rows = await tx
    .delete(calendarEvents)
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.userId, userId)))
    .returning({ id: calendarEvents.id });
  return rows.length > 0;
}

export async function readPersonalEntry(scope: MemberScope, id: string, date: string) {
  const entries = await listEntries(scope, date, date);
  return entries.find((entry) => entry.kind === 'personal' && entry.source_id === id) ?? null;
}
