import { PARTY_SIZE } from '@aurum/shared/chat/chat-contract';
import {
  LOCATION_MAX_LENGTH,
  SPECIAL_REQUESTS_MAX_LENGTH,
} from '@aurum/shared/requests/request-rules';
import { displayedRequestStatus } from '@aurum/shared/requests/request-status';
import { TIMELINE_MESSAGES } from '@aurum/shared/requests/timeline-messages';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import type { RequestMatching } from '../matching/matching.service';
import { notFoundRequest, recordUpdate } from '../record/request-lifecycle';
import { type LockedRequest, lockRequest, updateRequest } from '../record/request-record.repo';

/**
 * What the assistant may change of a pending request (ADR 057); only the fields given change. A
 * date without `preferredTimeSet` keeps whether a time was set; `preferredDate: null` clears both.
 */
export interface RequestChange {
  preferredDate?: Date | null;
  preferredTimeSet?: boolean;
  location?: string | null;
  partySize?: number | null;
  specialRequests?: string | null;
}

/** What the Modify screen may change besides: every field of the form. */
export interface RequestEdit extends RequestChange {
  serviceType?: string;
  description?: string;
}

/** What a member's change or cancellation did. */
export interface RequestChangeOutcome {
  requestId: string;
  /** Providers still asked who were asked again (a change) or told (a cancellation). */
  providersTold: number;
}

const invalid = (message: string) => new AppError('VALIDATION_ERROR', message, 400);

/** A party size is a whole number of people within PARTY_SIZE, or not given (null). */
export function assertPartySize(partySize: number | null | undefined) {
  if (partySize === null || partySize === undefined) return;
  if (!Number.isInteger(partySize) || partySize < PARTY_SIZE.min || partySize > PARTY_SIZE.max) {
    throw invalid(`Party size must be a whole number from ${PARTY_SIZE.min} to ${PARTY_SIZE.max}`);
  }
}

function assertChange(change: RequestChange) {
  assertPartySize(change.partySize);
  if ((change.location?.length ?? 0) > LOCATION_MAX_LENGTH) {
    throw invalid(`Location must be at most ${LOCATION_MAX_LENGTH} characters`);
  }
  if ((change.specialRequests?.length ?? 0) > SPECIAL_REQUESTS_MAX_LENGTH) {
    throw invalid(`Special requests must be at most ${SPECIAL_REQUESTS_MAX_LENGTH} characters`);
  }
}

/** A member may change or cancel a request only while it is pending and not yet confirmed. */
function assertStillPending(request: LockedRequest) {
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

/**
 * The member's own pending request, locked for a change in this transaction (the request first,
 * then its assignments); 404 when it is not theirs, 409 REQUEST_NOT_PENDING when it can no longer
 * change.
 */
export async function lockPendingRequest(tx: Executor, userId: string, requestId: string) {
  const request = await lockRequest(tx, requestId);
  if (!request || request.userId !== userId) throw notFoundRequest();
  assertStillPending(request);
  return request;
}

/** The columns an edit sets: only the fields given; a restaurant table stays one only as 'other'. */
function columnsOf(edit: RequestEdit) {
  const given = <K extends keyof RequestEdit>(key: K) =>
    edit[key] === undefined ? {} : { [key]: edit[key] };
  return {
    ...given('serviceType'),
    ...given('description'),
    ...given('location'),
    ...given('partySize'),
    ...given('specialRequests'),
    ...given('preferredDate'),
    ...(edit.preferredDate === null ? { preferredTimeSet: false } : given('preferredTimeSet')),
    ...(edit.serviceType !== undefined && edit.serviceType !== 'other' ? { dining: false } : {}),
  } as Partial<RequestEdit & { dining: boolean }>;
}

/**
 * Changes the member's pending request in the caller's transaction (the Modify screen, the
 * assistant): the fields given are stored, the timeline says the member updated it, and the
 * providers still asked are asked again with the new details (ADR 057).
 */
export async function changeRequest(
  tx: Executor,
  matching: RequestMatching,
  userId: string,
  requestId: string,
  edit: RequestEdit,
  now: Date,
): Promise<RequestChangeOutcome> {
  assertChange(edit);
  const request = await lockPendingRequest(tx, userId, requestId);
  await updateRequest(tx, requestId, columnsOf(edit), now);
  await recordUpdate(
    tx,
    request,
    { message: TIMELINE_MESSAGES.modified, status: 'modified', by: 'member' },
    now,
  );
  const changed = (await lockRequest(tx, requestId))!;
  const providersTold = await matching.reaskAfterChange(tx, changed, now);
  return { requestId, providersTold };
}

/**
 * Cancels the member's pending request in the caller's transaction (the Cancel screen, the
 * assistant): the clock stops, the providers still asked are withdrawn and told, and the timeline
 * says the member cancelled it.
 */
export async function cancelRequest(
  tx: Executor,
  matching: RequestMatching,
  userId: string,
  requestId: string,
  now: Date,
): Promise<RequestChangeOutcome> {
  const request = await lockPendingRequest(tx, userId, requestId);
  await updateRequest(tx, requestId, { status: 'cancelled', responseDueAt: null }, now);
  const providersTold = await matching.tellProvidersCancelled(tx, request, now);
  await recordUpdate(
    tx,
    request,
    { message: TIMELINE_MESSAGES.cancelled, status: 'cancelled', by: 'member' },
    now,
  );
  return { requestId, providersTold };
}
