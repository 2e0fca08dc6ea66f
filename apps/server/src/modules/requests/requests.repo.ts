import type { RecentServiceRequest } from '@aurum/shared/requests/confirmation-status';
import type {
  RequestStatusUpdate,
  ServiceRequestDetail,
} from '@aurum/shared/requests/request-contract';
import { latestProgressStatus, NO_PROGRESS_STATUSES } from '@aurum/shared/requests/request-status';
import type { ResponsePromise } from '@aurum/shared/requests/response-promise';
import { displayName } from '@aurum/shared/ui-rules/display-name';
import { and, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { MemberReadScope } from '../../db/as-member';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { profiles, userPreferences } from '../../db/schema/profiles';
import { serviceProviders } from '../../db/schema/providers';
import {
  providerAssignments,
  requestStatusUpdates,
  serviceRequests,
} from '../../db/schema/requests';

/** True for a timeline entry that records progress (not a note, not a change of details). */
export const isProgressUpdate = sql<boolean>`${requestStatusUpdates.status} not in (${sql.join(
  NO_PROGRESS_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`;

const recentRequestsQuery = (db: Executor) =>
  db
    .select({
      id: serviceRequests.id,
      serviceType: serviceRequests.serviceType,
      description: serviceRequests.description,
      status: serviceRequests.status,
      confirmationStatus: serviceRequests.confirmationStatus,
      createdAt: serviceRequests.createdAt,
      preferredDate: serviceRequests.preferredDate,
      latestUpdateStatus: sql<string | null>`(${db
        .select({ status: requestStatusUpdates.status })
        .from(requestStatusUpdates)
        .where(and(eq(requestStatusUpdates.requestId, serviceRequests.id), isProgressUpdate))
        .orderBy(desc(requestStatusUpdates.createdAt), desc(requestStatusUpdates.seq))
        .limit(1)})`,
    })
    .from(serviceRequests)
    .where(eq(serviceRequests.userId, sql.placeholder('userId')))
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .limit(sql.placeholder('limit'))
    .prepare('aurum_recent_service_requests');

/** Prepared once per database handle (node-postgres then prepares it once per connection). */
const preparedRecentQueries = new WeakMap<Executor, ReturnType<typeof recentRequestsQuery>>();

/** The member's requests, newest first (spec 01 section 7), with what their status needs. */
export async function listRecentRequests(
  { db, userId }: MemberReadScope,
  limit: number,
): Promise<RecentServiceRequest[]> {
  let query = preparedRecentQueries.get(db);
  if (!query) {
    query = recentRequestsQuery(db);
    preparedRecentQueries.set(db, query);
  }
  const rows = await query.execute({ userId, limit });
  return rows.map((row) => ({
    id: row.id,
    service_type: row.serviceType,
    description: row.description,
    confirmation_status: row.confirmationStatus,
    created_at: row.createdAt.toISOString(),
    preferred_date: row.preferredDate?.toISOString() ?? null,
    status: row.status,
    latest_update_status: row.latestUpdateStatus,
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
  responseDueAt: serviceRequests.responseDueAt,
  overdueAt: serviceRequests.overdueAt,
  createdAt: serviceRequests.createdAt,
  updatedAt: serviceRequests.updatedAt,
  providerId: serviceProviders.id,
  providerName: serviceProviders.name,
  providerPhone: serviceProviders.contactPhone,
  providerEmail: serviceProviders.contactEmail,
  providerPrice: serviceProviders.priceRange,
  /** created_at at full precision (microseconds), for a keyset cursor. */
  position: sql<string>`${serviceRequests.createdAt}::text`,
};

export const selectDetails = (db: Executor, where: SQL | undefined, limit: number) =>
  db
    .select(detailColumns)
    .from(serviceRequests)
    .leftJoin(serviceProviders, eq(serviceProviders.id, serviceRequests.providerId))
    .where(where)
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .limit(limit);
export type DetailRow = Awaited<ReturnType<typeof selectDetails>>[number];

/** Whom an open, unanswered request waits on: the providers asked (with the clock) or staff. */
function responsePromiseOf(row: DetailRow, latestProgress: string | null): ResponsePromise | null {
  const open = row.status === 'pending' || row.status === 'in_progress';
  if (!open || row.confirmationStatus === 'confirmed') return null;
  const overdue = row.overdueAt !== null;
  if (row.responseDueAt) {
    return { waiting_on: 'provider', due_at: row.responseDueAt.toISOString(), overdue };
  }
  const staffFinding = row.confirmationStatus === 'declined' || latestProgress === 'manual_review';
  return staffFinding ? { waiting_on: 'concierge', due_at: null, overdue } : null;
}

/** A request as members see it; `latestProgress` defaults to the one in `updates`. */
export function toDetail(
  row: DetailRow,
  updates: RequestStatusUpdate[],
  latestProgress = latestProgressStatus(updates),
): ServiceRequestDetail {
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
    response_promise: responsePromiseOf(row, latestProgress),
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

const requestQuery = (db: Executor, requestId: string) =>
  db
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
      responseDueAt: serviceRequests.responseDueAt,
      createdAt: serviceRequests.createdAt,
    })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, requestId));

/** The request row locked for a change in this transaction (always before its assignments). */
export async function lockRequest(db: Executor, requestId: string) {
  const [row] = await requestQuery(db, requestId).for('update');
  return row ?? null;
}

/** The request row as it is now, unlocked (for reading only). */
export async function findRequest(db: Executor, requestId: string) {
  const [row] = await requestQuery(db, requestId);
  return row ?? null;
}
export type LockedRequest = NonNullable<Awaited<ReturnType<typeof lockRequest>>>;

export interface NewRequest {
  userId: string;
  providerId: string | null;
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

/**
 * The member's open request (pending or in progress) for the same service at the same preferred
 * moment (the same date and time; a date alone matches the same date alone; no date matches no
 * date): the likely duplicate of a new draft, or null.
 */
export async function findOpenTwin(
  db: Executor,
  twin: Pick<NewRequest, 'userId' | 'serviceType' | 'preferredDate' | 'preferredTimeSet'>,
): Promise<string | null> {
  const [row] = await db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.userId, twin.userId),
        inArray(serviceRequests.status, ['pending', 'in_progress']),
        eq(serviceRequests.serviceType, twin.serviceType),
        twin.preferredDate
          ? and(
              eq(serviceRequests.preferredDate, twin.preferredDate),
              eq(serviceRequests.preferredTimeSet, twin.preferredTimeSet),
            )
          : sql`${serviceRequests.preferredDate} is null`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
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

const assignmentQuery = (db: Executor, assignmentId: string) =>
  db
    .select({
      id: providerAssignments.id,
      requestId: providerAssignments.requestId,
      providerId: providerAssignments.providerId,
      response: providerAssignments.response,
      linkExpiresAt: providerAssignments.linkExpiresAt,
    })
    .from(providerAssignments)
    .where(eq(providerAssignments.id, assignmentId));

/** An assignment as it is now, unlocked (to find its request, or to show it). */
export async function findAssignment(db: Executor, assignmentId: string) {
  const [row] = await assignmentQuery(db, assignmentId);
  return row ?? null;
}

/**
 * The assignment locked for an answer. Lock order everywhere: the request first, then its
 * assignments, so concurrent answers, cancellations and staff changes never deadlock.
 */
export async function lockAssignment(db: Executor, assignmentId: string) {
  const [row] = await assignmentQuery(db, assignmentId).for('update');
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

/** A member as requests name them: the shared display-name rule, their e-mail and plan. */
export interface RequestMember {
  userId: string;
  name: string;
  email: string;
  tier: string;
}

const memberQuery = (db: Executor, userId: string) =>
  db
    .select({
      email: users.email,
      metadata: users.userMetadata,
      profileName: profiles.name,
      tier: profiles.membershipTier,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));

const toMember = (userId: string, row: Awaited<ReturnType<typeof memberQuery>>[number]) => ({
  userId,
  name: displayName({
    profileName: row.profileName,
    metadataName: row.metadata.name ?? row.metadata.full_name,
    email: row.email,
  }),
  email: row.email,
  tier: row.tier ?? 'trial',
});

/** The member who filed a request (for staff e-mails and the timeline). */
export async function findMember(db: Executor, userId: string): Promise<RequestMember | null> {
  const [row] = await memberQuery(db, userId);
  return row ? toMember(userId, row) : null;
}

/**
 * The member, with their account row locked until the transaction ends: every filing of one
 * member (any path, any instance) counts and inserts in turn, so a monthly limit holds under
 * parallel submits.
 */
export async function lockMemberForFiling(
  tx: Executor,
  userId: string,
): Promise<RequestMember | null> {
  const [row] = await memberQuery(tx, userId).for('no key update', { of: users });
  return row ? toMember(userId, row) : null;
}

/** The member's stored preferences, for the staff notification of a new request. */
export function memberPreferences(db: Executor, userId: string) {
  return db
    .select({
      category: userPreferences.category,
      key: userPreferences.preferenceKey,
      value: userPreferences.preferenceValue,
    })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
}
