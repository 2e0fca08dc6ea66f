import { latestProgressStatus } from '../requests/request-status';

// The staff console's request rules and limits, without zod
// (requests-contract.ts adds the schemas and re-exports these).

export const ADMIN_NOTES_MAX_LENGTH = 2000;

export const COMPLETION_REASON_MAX_LENGTH = 500;

export interface RequestState {
  status: string;
  confirmation_status: string;
}

/** Staff may move a pending request to in progress. */
export const canMarkInProgress = (request: RequestState) => request.status === 'pending';

/** An open request (pending or in progress). */
const isOpen = (request: RequestState) =>
  request.status === 'pending' || request.status === 'in_progress';

/**
 * Completed needs a provider who confirmed the open request; without one, staff complete it only
 * with a reason, which the member's timeline records.
 */
export const canMarkCompleted = (request: RequestState, reason = '') =>
  isOpen(request) && (request.confirmation_status === 'confirmed' || reason.trim() !== '');

/** A provider can be assigned while the request is open and no provider has confirmed it. */
export const canAssignProvider = (request: RequestState) =>
  isOpen(request) && request.confirmation_status !== 'confirmed';

/**
 * The request waits for staff to find a provider: nothing matched it (the latest update other than
 * a note is 'manual_review'), or every provider asked declined.
 */
export function needsProvider(request: RequestState & { updates: { status: string }[] }) {
  const latest = latestProgressStatus(request.updates);
  return (
    canAssignProvider(request) &&
    (request.confirmation_status === 'declined' || latest === 'manual_review')
  );
}
