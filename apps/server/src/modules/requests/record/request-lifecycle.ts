import type { Executor } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { publishToMember } from '../../../platform/realtime/publish';
import { addUpdate, updateRequest } from './request-record.repo';

/** Who wrote a timeline entry. */
export type Actor = 'member' | 'provider' | 'staff' | 'system';

/** Adds a timeline entry and tells the member's open screens, in the caller's transaction. */
export async function recordUpdate(
  tx: Executor,
  request: { id: string; userId: string },
  update: { message: string; status: string; by: Actor },
  now: Date,
) {
  await addUpdate(
    tx,
    { requestId: request.id, message: update.message, status: update.status, updatedBy: update.by },
    now,
  );
  await updateRequest(tx, request.id, {}, now);
  await publishToMember(tx, request.userId, { topic: 'service_requests', requestId: request.id });
}

export const notFoundRequest = () => new AppError('NOT_FOUND', 'Request not found', 404);
