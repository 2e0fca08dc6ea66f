import { displayedRequestStatus } from '@aurum/shared/requests/request-status';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { publishToMember } from '../../platform/realtime/publish';
import * as repo from './requests.repo';

/** Who wrote a timeline entry. */
export type Actor = 'member' | 'provider' | 'staff' | 'system';

/** Adds a timeline entry and tells the member's open screens, in the caller's transaction. */
export async function recordUpdate(
  tx: Executor,
  request: { id: string; userId: string },
  update: { message: string; status: string; by: Actor },
  now: Date,
) {
  await repo.addUpdate(
    tx,
    { requestId: request.id, message: update.message, status: update.status, updatedBy: update.by },
    now,
  );
  await repo.updateRequest(tx, request.id, {}, now);
  await publishToMember(tx, request.userId, { topic: 'service_requests', requestId: request.id });
}

/** A member may change or cancel a request only while it is pending and not yet confirmed. */
export function assertStillPending(request: repo.LockedRequest) {
  const shown = displayedRequestStatus({
    status: request.status,
    confirmation_status: request.confirmationStatus,
  });
  if (request.status !== 'pending' || shown === 'Confirmed' || shown === 'Declined') {
    throw new AppError(
      'REQUEST_NOT_PENDING',
      'This request can no longer be changed: it has been answered or closed.',
      409,
    );
  }
}

export const notFoundRequest = () => new AppError('NOT_FOUND', 'Request not found', 404);
