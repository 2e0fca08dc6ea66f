import type {
  RequestStatusUpdate,
  ServiceRequestDetail,
} from '@aurum/shared/requests/request-contract';
import { latestProgressStatus, NO_PROGRESS_STATUSES } from '@aurum/shared/requests/request-status';
import type { ResponsePromise } from '@aurum/shared/requests/response-promise';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { providerDirectory } from '../../providers/providers.api';
import { requestStatusUpdates, serviceRequests } from '../../../db/schema/requests';
import { requestMemberId } from './request-record.repo';

/** True for a timeline entry that records progress (not a note, not a change of details). */
export const isProgressUpdate = sql<boolean>`${requestStatusUpdates.status} not in (${sql.join(
  NO_PROGRESS_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`;

const detailColumns = {
  id: serviceRequests.id,
  userId: requestMemberId,
  serviceType: serviceRequests.serviceType,
  description: serviceRequests.description,
  preferredDate: serviceRequests.preferredDate,
  preferredTimeSet: serviceRequests.preferredTimeSet,
  location: serviceRequests.location,
  partySize: serviceRequests.partySize,
  dining: serviceRequests.dining,
  specialRequests: serviceRequests.specialRequests,
  status: serviceRequests.status,
  confirmationStatus: serviceRequests.confirmationStatus,
  providerResponse: serviceRequests.providerResponse,
  adminNotes: serviceRequests.adminNotes,
  responseDueAt: serviceRequests.responseDueAt,
  overdueAt: serviceRequests.overdueAt,
  createdAt: serviceRequests.createdAt,
  updatedAt: serviceRequests.updatedAt,
  providerId: providerDirectory.id,
  providerName: providerDirectory.name,
  providerPhone: providerDirectory.contactPhone,
  providerEmail: providerDirectory.contactEmail,
  providerPrice: providerDirectory.priceRange,
  /** created_at at full precision (microseconds), for a keyset cursor. */
  position: sql<string>`${serviceRequests.createdAt}::text`,
};

export const selectDetails = (db: Executor, where: SQL | undefined, limit: number) =>
  db
    .select(detailColumns)
    .from(serviceRequests)
    .leftJoin(providerDirectory, eq(providerDirectory.id, serviceRequests.providerId))
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
    party_size: row.partySize,
    dining: row.dining,
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

/** A timeline entry as members and staff see it. */
export const toUpdate = (row: {
  id: string;
  requestId: string;
  message: string;
  status: string;
  updatedBy: string;
  createdAt: Date;
}): RequestStatusUpdate => ({
  id: row.id,
  request_id: row.requestId,
  message: row.message,
  status: row.status,
  updated_by: row.updatedBy,
  created_at: row.createdAt.toISOString(),
});

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
    list.push(toUpdate(row));
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
