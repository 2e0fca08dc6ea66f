import type { CalendarEntry } from '@aurum/shared/calendar/calendar-contract';
import { bookedSlotEntryTitle } from '@aurum/shared/marketplace/marketplace-contract';
import { serviceTypeLabel } from '@aurum/shared/requests/service-types';
import { and, type AnyColumn, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { MemberScope } from '../../db/as-member';
import type { Executor } from '../../db/client';
import {
  providerAssignments,
  requestStatusUpdates,
  serviceRequests,
} from '../../db/schema/requests';
import { slotBookings } from '../marketplace/bookings.api';

/**
 * The requests' tables as other modules read them (ADR 042): the calendar's request entries, the
 * provider portal's assignments, the marketplace's figures and the staff console's counts. Each
 * is one query or a piece of the caller's one query, never a query per row.
 */

const MEMBER_TIME_ZONE = 'Africa/Johannesburg';
const localDate = sql`(${serviceRequests.preferredDate} at time zone ${sql.raw(`'${MEMBER_TIME_ZONE}'`)})`;

/**
 * The member's requests with a preferred date between two local dates (inclusive), as calendar
 * entries (ADR 043). A request that booked a marketplace slot names its provider and the slot's
 * end; each entry carries the newest status update that is not a note or a modification.
 */
export async function requestCalendarEntries(
  { tx, userId }: MemberScope,
  from: string,
  to: string,
) {
  const rows = await tx
    .select({
      sourceId: serviceRequests.id,
      serviceType: serviceRequests.serviceType,
      date: sql<string>`to_char(${localDate}, 'YYYY-MM-DD')`,
      time: sql<
        string | null
      >`case when ${serviceRequests.preferredTimeSet} then to_char(${localDate}, 'HH24:MI') end`,
      status: serviceRequests.confirmationStatus,
      place: serviceRequests.location,
      provider: slotBookings.providerName,
      endTime: slotBookings.endTime,
      requestStatus: serviceRequests.status,
      latestUpdateStatus: sql<string | null>`(select u.status from ${requestStatusUpdates} u
        where u.request_id = ${serviceRequests.id} and u.status not in ('note', 'modified')
        order by u.created_at desc, u.seq desc limit 1)`,
    })
    .from(serviceRequests)
    .leftJoin(slotBookings, eq(slotBookings.bookingId, serviceRequests.id))
    .where(
      and(
        eq(serviceRequests.userId, userId),
        isNotNull(serviceRequests.preferredDate),
        sql`${localDate}::date between ${from} and ${to}`,
      ),
    );
  return rows.map((row) => {
    const service = serviceTypeLabel(row.serviceType);
    const entry: CalendarEntry = {
      id: `service_request:${row.sourceId}`,
      kind: 'service_request',
      source_id: row.sourceId,
      title:
        row.provider && row.endTime
          ? bookedSlotEntryTitle(service, row.provider, row.endTime)
          : service,
      date: row.date,
      time: row.time,
      status: row.status,
      place: row.place,
      editable: false,
      request_status: row.requestStatus ?? '',
      latest_update_status: row.latestUpdateStatus,
    };
    return { entry, orderTitle: row.serviceType };
  });
}

/** The provider portal lists this many of a provider's newest assignments. */
const PORTAL_LIST_LIMIT = 100;

/**
 * The requests sent to one provider (or one of them), newest first, with the request's fields the
 * provider portal shows; never another provider's.
 */
export function assignmentsOfProvider(db: Executor, providerId: string, assignmentId?: string) {
  return db
    .select({
      id: providerAssignments.id,
      response: providerAssignments.response,
      responseMessage: providerAssignments.responseMessage,
      assignedBy: providerAssignments.assignedBy,
      linkExpiresAt: providerAssignments.linkExpiresAt,
      respondedAt: providerAssignments.respondedAt,
      createdAt: providerAssignments.createdAt,
      requestId: serviceRequests.id,
      serviceType: serviceRequests.serviceType,
      description: serviceRequests.description,
      location: serviceRequests.location,
      preferredDate: serviceRequests.preferredDate,
      preferredTimeSet: serviceRequests.preferredTimeSet,
      partySize: serviceRequests.partySize,
      dining: serviceRequests.dining,
      specialRequests: serviceRequests.specialRequests,
      status: serviceRequests.status,
      confirmationStatus: serviceRequests.confirmationStatus,
    })
    .from(providerAssignments)
    .innerJoin(serviceRequests, eq(serviceRequests.id, providerAssignments.requestId))
    .where(
      and(
        eq(providerAssignments.providerId, providerId),
        assignmentId ? eq(providerAssignments.id, assignmentId) : undefined,
      ),
    )
    .orderBy(desc(providerAssignments.createdAt), desc(providerAssignments.id))
    .limit(PORTAL_LIST_LIMIT);
}
export type ProviderAssignmentRow = Awaited<ReturnType<typeof assignmentsOfProvider>>[number];

/** A piece of the caller's query: how many requests a member filed since a moment. */
export const requestsFiledSince = (memberId: AnyColumn, since: Date) =>
  sql<number>`(select count(*)::int from ${serviceRequests}
    where ${serviceRequests.userId} = ${memberId} and ${serviceRequests.createdAt} >= ${since})`;

/** A piece of the caller's query: the requests completed with a provider. */
export const completedRequestsWith = (providerId: string) =>
  sql<number>`(select count(*)::int from ${serviceRequests}
    where ${serviceRequests.providerId} = ${providerId} and ${serviceRequests.status} = 'completed')`;

/**
 * A piece of the caller's query: the median minutes from a provider being asked (assignment
 * created) to answering (confirmed or declined), rounded; null when never answered.
 */
export const medianMinutesToAnswer = (providerId: string) =>
  sql<string | null>`(select round((percentile_cont(0.5) within group (
      order by extract(epoch from ${providerAssignments.respondedAt} - ${providerAssignments.createdAt})
    ) / 60)::numeric) from ${providerAssignments}
    where ${providerAssignments.providerId} = ${providerId}
      and ${providerAssignments.response} in ('confirmed', 'declined')
      and ${providerAssignments.respondedAt} is not null)`;

/** The member's newest completed request with the provider (what makes them eligible to review). */
export async function completedRequestWith(db: Executor, userId: string, providerId: string) {
  const [row] = await db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.userId, userId),
        eq(serviceRequests.providerId, providerId),
        eq(serviceRequests.status, 'completed'),
      ),
    )
    .orderBy(desc(serviceRequests.updatedAt))
    .limit(1);
  return row?.id ?? null;
}
