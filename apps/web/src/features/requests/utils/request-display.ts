import type { ServiceRequestDetail } from '@aurum/shared/requests/request-rules';
import {
  displayedRequestStatus,
  type DisplayedRequestStatus,
  latestProgressStatus,
  type RequestFilter,
} from '@aurum/shared/requests/request-status';
import { formatDate, formatDateTime } from '@aurum/shared/format/dates';

/** The newest timeline entry of a request (updates come newest first), or null. */
export function latestUpdate(request: ServiceRequestDetail) {
  return request.updates[0] ?? null;
}

/**
 * The status a member sees (spec 02 section 4), from the request and its latest progress: the
 * server's reading over the whole timeline when the request came on a page that carries only
 * the newest entries, else read from the timeline itself.
 */
export function requestDisplayedStatus(
  request: ServiceRequestDetail & { latest_update_status?: string | null },
): DisplayedRequestStatus {
  return displayedRequestStatus({
    status: request.status,
    confirmation_status: request.confirmation_status,
    latest_update_status:
      request.latest_update_status !== undefined
        ? request.latest_update_status
        : latestProgressStatus(request.updates),
  });
}

/**
 * Modify and Cancel: only while the request is pending and no provider has answered it yet
 * (the server refuses anything else with REQUEST_NOT_PENDING).
 */
export function canChangeRequest(request: ServiceRequestDetail): boolean {
  const shown = requestDisplayedStatus(request);
  return request.status === 'pending' && shown !== 'Confirmed' && shown !== 'Declined';
}

/** Book Again copies a completed request into a new one. */
export function canBookAgain(request: ServiceRequestDetail): boolean {
  return request.status === 'completed';
}

/** The preferred date in Johannesburg time, with the time only when the member gave one. */
export function formatPreferredDate(request: ServiceRequestDetail): string | null {
  if (!request.preferred_date) return null;
  return request.preferred_time_set
    ? formatDateTime(request.preferred_date)
    : formatDate(request.preferred_date);
}

/** The words of the /request-status filter buttons (spec 02 section 2). */
export const FILTER_LABELS: Record<RequestFilter, string> = {
  all: 'All Requests',
  pending: 'Pending',
  confirmed: 'Confirmed',
  declined: 'Declined',
};

/** Filters by displayed status; Pending also holds the requests awaiting confirmation. */
export function matchesFilter(request: ServiceRequestDetail, filter: RequestFilter): boolean {
  if (filter === 'all') return true;
  const shown = requestDisplayedStatus(request);
  if (filter === 'pending') return shown === 'Pending' || shown === 'Awaiting Confirmation';
  if (filter === 'confirmed') return shown === 'Confirmed';
  return shown === 'Declined';
}

/** "No requests found" for All, else "No <filter> requests found". */
export function emptyFilterText(filter: RequestFilter): string {
  return filter === 'all' ? 'No requests found' : `No ${filter} requests found`;
}
