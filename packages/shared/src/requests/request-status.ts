/** service_requests.status values (spec 02 section 3, plus cancelled). */
export const REQUEST_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export type DisplayedRequestStatus =
  'Confirmed' | 'Declined' | 'Awaiting Confirmation' | 'Pending' | 'Completed' | 'Cancelled';

/**
 * Spec 02 section 4: Confirmed (confirmation confirmed); Declined (confirmation declined);
 * 'Awaiting Confirmation' (status in_progress, or latest update provider_notified); otherwise
 * Pending. Aurum adds Completed and Cancelled, which end a request.
 */
export function displayedRequestStatus(request: {
  status: string;
  confirmation_status: string;
  latest_update_status?: string | null;
}): DisplayedRequestStatus {
  if (request.status === 'cancelled') return 'Cancelled';
  if (request.status === 'completed') return 'Completed';
  if (request.confirmation_status === 'confirmed') return 'Confirmed';
  if (request.confirmation_status === 'declined') return 'Declined';
  if (request.status === 'in_progress' || request.latest_update_status === 'provider_notified') {
    return 'Awaiting Confirmation';
  }
  return 'Pending';
}

/** Timeline entries that record no progress: a staff note, a change of the request's details. */
export const NO_PROGRESS_STATUSES = ['note', 'modified'] as const;
const NO_PROGRESS = new Set<string>(NO_PROGRESS_STATUSES);

/** The status of the newest timeline entry that records progress (updates come newest first). */
export const latestProgressStatus = (updates: readonly { status: string }[]) =>
  updates.find((update) => !NO_PROGRESS.has(update.status))?.status ?? null;

/** Filters of /request-status (spec 02 section 2). */
export const REQUEST_FILTERS = ['all', 'pending', 'confirmed', 'declined'] as const;
export type RequestFilter = (typeof REQUEST_FILTERS)[number];

export const HISTORY_TIMELINE_LENGTH = 3;
/** Requests per page of /request-status. */
export const REQUEST_STATUS_PAGE_SIZE = 20;

export const STATUS_TIMELINE_LENGTH = 5;

/** Monthly concierge requests per plan (spec 02 section 9); null = unlimited. Trial: see ADR 008. */
export const MONTHLY_REQUEST_LIMITS: Record<string, number | null> = {
  trial: 3,
  gold: 3,
  platinum: 10,
  black: null,
};

export function monthlyRequestLimit(tier: string | null | undefined): number | null {
  const key = tier || 'trial';
  return key in MONTHLY_REQUEST_LIMITS
    ? MONTHLY_REQUEST_LIMITS[key]!
    : MONTHLY_REQUEST_LIMITS.trial!;
}

/**
 * Whether the member may still change or cancel a request: while it is pending and no provider
 * has confirmed or declined it (the rule the server enforces and the assistant tells).
 */
export function memberMayChange(request: { status: string; confirmation_status: string }): boolean {
  const shown = displayedRequestStatus(request);
  return request.status === 'pending' && shown !== 'Confirmed' && shown !== 'Declined';
}
