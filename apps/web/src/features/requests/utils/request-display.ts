import type { ServiceRequestDetail } from '@aurum/shared/requests/request-rules';
import {
  displayedRequestStatus,
  type DisplayedRequestStatus,
  latestProgressStatus,
  type RequestFilter,
} from '@aurum/shared/requests/request-status';
import { formatDate, formatDateTime } from '@aurum/shared/format/dates';
import { serviceTypeLabel } from '@aurum/shared/requests/service-types';

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

/** What a request is called on its card: its service type, or Restaurant Table (ADR 057). */
export function requestTitle(request: Pick<ServiceRequestDetail, 'service_type' | 'dining'>) {
  return request.dining ? 'Restaurant Table' : serviceTypeLabel(request.service_type);
}

/** "Restaurant table · Party of 2", "Party of 6" or "Restaurant table"; null when neither is set. */
export function bookingLine(
  request: Pick<ServiceRequestDetail, 'party_size' | 'dining'>,
): string | null {
  const parts = [
    request.dining ? 'Restaurant table' : null,
    request.party_size !== null ? `Party of ${request.party_size}` : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The Booking fact of a card or dialog, when the request has a table or a party size. */
export function bookingFacts(request: Pick<ServiceRequestDetail, 'party_size' | 'dining'>) {
  const line = bookingLine(request);
  return line ? [{ label: 'Booking', value: line }] : [];
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
