import type { ProviderAssignment } from '@aurum/shared/provider/provider-contract';
import { serviceTypeLabel } from '@aurum/shared/requests/service-types';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { providerAssignments, serviceRequests } from '../../db/schema/requests';
import { assignmentState } from './assignment-state';

/** The provider view lists this many of the newest requests. */
const PORTAL_LIST_LIMIT = 100;

const columns = {
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
  specialRequests: serviceRequests.specialRequests,
  status: serviceRequests.status,
  confirmationStatus: serviceRequests.confirmationStatus,
};

const select = (db: Executor, providerId: string, assignmentId?: string) =>
  db
    .select(columns)
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
type Row = Awaited<ReturnType<typeof select>>[number];

function toAssignment(row: Row, now: Date): ProviderAssignment {
  return {
    assignment_id: row.id,
    state: assignmentState(row, row, now),
    response: row.response as ProviderAssignment['response'],
    response_message: row.responseMessage,
    assigned_by: row.assignedBy,
    link_expires_at: row.linkExpiresAt.toISOString(),
    responded_at: row.respondedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    request: {
      id: row.requestId,
      service_type: row.serviceType,
      service_label: serviceTypeLabel(row.serviceType),
      description: row.description,
      location: row.location,
      preferred_date: row.preferredDate?.toISOString() ?? null,
      preferred_time_set: row.preferredTimeSet,
      special_requests: row.specialRequests,
      status: row.status,
      confirmation_status: row.confirmationStatus,
    },
  };
}

/** The requests sent to one provider, newest first; never anyone else's. */
export async function listProviderAssignments(db: Executor, providerId: string, now: Date) {
  const rows = await select(db, providerId);
  return rows.map((row) => toAssignment(row, now));
}

/** One assignment of this provider, or null when it does not exist or was sent to another. */
export async function findProviderAssignment(
  db: Executor,
  providerId: string,
  assignmentId: string,
  now: Date,
): Promise<ProviderAssignment | null> {
  const [row] = await select(db, providerId, assignmentId);
  return row ? toAssignment(row, now) : null;
}
