import type { ProviderAssignment } from '@aurum/shared/provider/provider-contract';
import { serviceTypeLabel } from '@aurum/shared/requests/service-types';
import type { Executor } from '../../db/client';
import { assignmentsOfProvider, type ProviderAssignmentRow } from '../requests/requests.api';
import { assignmentState } from './assignment-state';

/*
 * The provider's view of the requests sent to them. The rows are the requests module's (ADR 042):
 * read through requests.api.ts, shaped here into the portal's answer.
 */

function toAssignment(row: ProviderAssignmentRow, now: Date): ProviderAssignment {
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
      party_size: row.partySize,
      dining: row.dining,
      special_requests: row.specialRequests,
      status: row.status,
      confirmation_status: row.confirmationStatus,
    },
  };
}

/** The requests sent to one provider, newest first; never anyone else's. */
export async function listProviderAssignments(db: Executor, providerId: string, now: Date) {
  const rows = await assignmentsOfProvider(db, providerId);
  return rows.map((row) => toAssignment(row, now));
}

/** One assignment of this provider, or null when it does not exist or was sent to another. */
export async function findProviderAssignment(
  db: Executor,
  providerId: string,
  assignmentId: string,
  now: Date,
): Promise<ProviderAssignment | null> {
  const [row] = await assignmentsOfProvider(db, providerId, assignmentId);
  return row ? toAssignment(row, now) : null;
}
