import type { RecentServiceRequest } from '@aurum/shared/requests/confirmation-status';
import type { RequestStatusUpdate, ServiceRequestDetail } from '@aurum/shared/requests/request-dto';
import { and, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { MemberScope } from '../../db/as-member';
import type { Executor } from '../../db/client';
import { profiles } from '../../db/schema/profiles';
import { serviceProviders } from '../../db/schema/providers';
import {
  providerAssignments,
  requestStatusUpdates,
  serviceRequests,
} from '../../db/schema/requests';

/** The member's requests, newest first (spec 01 section 7). */
export async function listRecentRequests(
  { tx, userId }: MemberScope,
  limit: number,
): Promise<RecentServiceRequest[]> {
  const rows = await tx
    .select({
      id: serviceRequests.id,
      serviceType: serviceRequests.serviceType,
      description: serviceRequests.description,
      confirmationStatus: serviceRequests.confirmationStatus,
      createdAt: serviceRequests.createdAt,
      preferredDate: serviceRequests.preferredDate,
    })
    .from(serviceRequests)
    .where(eq(serviceRequests.userId, userId))
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    service_type: row.serviceType,
    description: row.description,
    confirmation_status: row.confirmationStatus,
    created_at: row.createdAt.toISOString(),
    preferred_date: row.preferredDate?.toISOString() ?? null,
  }));
}

const detailColumns = {
  id: serviceRequests.id,
  userId: serviceRequests.userId,
  serviceType: serviceRequests.serviceType,
  description: serviceRequests.description,
  preferredDate: serviceRequests.preferredDate,
  preferredTimeSet: serviceRequests.preferredTimeSet,
  location: serviceRequests.location,
  specialRequests: serviceRequests.specialRequests,
  status: serviceRequests.status,
  confirmationStatus: serviceRequests.confirmationStatus,
  providerResponse: serviceRequests.providerResponse,
  adminNotes: serviceRequests.adminNotes,
  createdAt: serviceRequests.createdAt,
  updatedAt: serviceRequests.updatedAt,
  providerId: serviceProviders.id,
  providerName: serviceProviders.name,
  providerPhone: serviceProviders.contactPhone,
  providerEmail: serviceProviders.contactEmail,
  providerPrice: serviceProviders.priceRange,
};

const selectDetails = (db: Executor, where: SQL | undefined, limit: number) =>
  db
    .select(detailColumns)
    .from(serviceRequests)
    .leftJoin(serviceProviders, eq(serviceProviders.id, serviceRequests.providerId))
    .where(where)
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .limit(limit);
type DetailRow = Awaited<ReturnType<typeof selectDetails>>[number];

function toDetail(row: DetailRow, updates: RequestStatusUpdate[]): ServiceRequestDetail {
  return {
    id: row.id,
    user_id: row.userId,
    service_type: row.serviceType,
    description: row.description,
    preferred_date: row.preferredDate?.toISOString() ?? null,
    preferred_time_set: row.preferredTimeSet,
    location: row.location,
    special_requests: row.specialRequests,
    status: row.status,
    confirmation_status: row.confirmationStatus,
    provider_response: row.providerResponse,
    admin_notes: row.adminNotes,
    provider: row.providerId
      ? {
          id: row.providerId,
          name: row.providerName ?? '',
          contact_phone: row.providerPhone ?? '',
          contact_email: row.providerEmail ?? '',
          price_range: row.providerPrice ?? '',
        }
      : null,
    updates,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function updatesFor(db: Executor, requestIds: string[]) {
  if (requestIds.length === 0) return new Map<string, RequestStatusUpdate[]>();
  const rows = await db
    .select()
    .from(requestStatusUpdates)
    .where(inArray(requestStatusUpdates.requestId, requestIds))
    .orderBy(desc(requestStatusUpdates.createdAt), desc(requestStatusUpdates.seq));
  const byRequest = new Map<string, RequestStatusUpdate[]>();
  for (const row of rows) {
    const list = byRequest.get(row.requestId) ?? [];
    list.push({
      id: row.id,
      request_id: row.requestId,
      message: row.message,
      status: row.status,
      updated_by: row.updatedBy,
      created_at: row.createdAt.toISOString(),
    });
    byRequest.set(row.requestId, list);
  }
  return byRequest;
}

/** Requests with provider and timeline; `where` decides whose (member, provider or staff). */
export async function listDetails(
  db: Executor,
  where: SQL | undefined,
  limit = 100,
): Promise<ServiceRequestDetail[]> {
  const rows = await selectDetails(db, where, limit);
  const updates = await updatesFor(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toDetail(row, updates.get(row.id) ?? []));
}

export const memberOwns = (userId: string, requestId?: string) =>
  and(
    eq(serviceRequests.userId, userId),
    requestId ? eq(serviceRequests.id, requestId) : undefined,
  );

export async function findDetail(db: Executor, where: SQL | undefined) {
  const [detail] = await listDetails(db, where, 1);
  return detail ?? null;
}

/** The request row locked for a change in this transaction. */
export async function lockRequest(db: Executor, requestId: string) {
  const [row] = await db
    .select({
      id: serviceRequests.id,
      userId: serviceRequests.userId,
      serviceType: serviceRequests.serviceType,
      description: serviceRequests.description,
      location: serviceRequests.location,
      preferredDate: serviceRequests.preferredDate,
      preferredTimeSet: serviceRequests.preferredTimeSet,
      specialRequests: serviceRequests.specialRequests,
      status: serviceRequests.status,
      confirmationStatus: serviceRequests.confirmationStatus,
      providerId: serviceRequests.providerId,
      createdAt: serviceRequests.createdAt,
    })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, requestId))
    .for('update');
  return row ?? null;
}
export type LockedRequest = NonNullable<Awaited<ReturnType<typeof lockRequest>>>;

export interface NewRequest {
  userId: string;
  serviceType: string;
  description: string;
  preferredDate: Date | null;
  preferredTimeSet: boolean;
  location: string | null;
  specialRequests: string | null;
}

export async function insertRequest(db: Executor, request: NewRequest, now: Date) {
  const [row] = await db
    .insert(serviceRequests)
    .values({
      ...request,
      status: 'pending',
      confirmationStatus: 'confirming',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: serviceRequests.id });
  return row!.id;
}

export async function updateRequest(
  db: Executor,
  requestId: string,
  changes: Partial<typeof serviceRequests.$inferInsert>,
  now: Date,
) {
  await db
    .update(serviceRequests)
    .set({ ...changes, updatedAt: now })
    .where(eq(serviceRequests.id, requestId));
}

export async function addUpdate(
  db: Executor,
  update: { requestId: string; message: string; status: string; updatedBy: string },
  now: Date,
) {
  await db.insert(requestStatusUpdates).values({ ...update, createdAt: now });
}

/** Requests the member filed since the start of the month (cancelled ones count too). */
export async function countSince(db: Executor, userId: string, since: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.userId, userId), gte(serviceRequests.createdAt, since)));
  return row?.count ?? 0;
}

export async function insertAssignment(
  db: Executor,
  assignment: { requestId: string; providerId: string; assignedBy: string; linkExpiresAt: Date },
  now: Date,
) {
  const [row] = await db
    .insert(providerAssignments)
    .values({ ...assignment, createdAt: now })
    .returning({ id: providerAssignments.id });
  return row!.id;
}

export async function lockAssignment(db: Executor, assignmentId: string) {
  const [row] = await db
    .select({
      id: providerAssignments.id,
      requestId: providerAssignments.requestId,
      providerId: providerAssignments.providerId,
      response: providerAssignments.response,
      linkExpiresAt: providerAssignments.linkExpiresAt,
    })
    .from(providerAssignments)
    .where(eq(providerAssignments.id, assignmentId))
    .for('update');
  return row ?? null;
}

export async function setAssignmentResponse(
  db: Executor,
  assignmentId: string,
  response: string,
  message: string | null,
  now: Date,
) {
  await db
    .update(providerAssignments)
    .set({ response, responseMessage: message, respondedAt: now })
    .where(eq(providerAssignments.id, assignmentId));
}

/** Withdraws the still-open assignments of a request (taken by another provider, or ended). */
export async function withdrawOpenAssignments(db: Executor, requestId: string, now: Date) {
  await db
    .update(providerAssignments)
    .set({ response: 'withdrawn', respondedAt: now })
    .where(
      and(
        eq(providerAssignments.requestId, requestId),
        eq(providerAssignments.response, 'pending'),
      ),
    );
}

export async function assignmentResponses(db: Executor, requestId: string) {
  return db
    .select({ response: providerAssignments.response, providerId: providerAssignments.providerId })
    .from(providerAssignments)
    .where(eq(providerAssignments.requestId, requestId));
}

/** How staff e-mails name a member: profile name, else e-mail. */
export async function memberDisplayName(db: Executor, userId: string) {
  const [profile] = await db
    .select({ name: profiles.name, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return profile?.name || profile?.email || 'A member';
}

/** The member's name and e-mail for staff messages. */
export async function memberContact(db: Executor, userId: string) {
  const [profile] = await db
    .select({ name: profiles.name, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const email = profile?.email ?? '';
  return { userId, name: profile?.name || email || 'A member', email };
}
