import type { ResponsePromise } from './response-promise';

// Concierge requests' limits, answer shapes and texts, without zod: the web app's screens import
// these (request-contract.ts adds the schemas and re-exports all of this).

export const DESCRIPTION_MAX_LENGTH = 2000;
export const LOCATION_MAX_LENGTH = 120;
export const SPECIAL_REQUESTS_MAX_LENGTH = 1000;

/** A request's provider as the member sees it (spec 02 section 7: name, phone, price, e-mail). */
export interface RequestProvider {
  id: string;
  name: string;
  contact_phone: string;
  contact_email: string;
  price_range: string;
}

export interface RequestStatusUpdate {
  id: string;
  request_id: string;
  message: string;
  status: string;
  updated_by: string;
  created_at: string;
}

/** A member's request with its provider and timeline (newest update first). */
export interface ServiceRequestDetail {
  id: string;
  user_id: string;
  service_type: string;
  description: string;
  preferred_date: string | null;
  preferred_time_set: boolean;
  location: string | null;
  /** How many people, when the member said (a table for 2); null otherwise. */
  party_size: number | null;
  /** A restaurant table: a request of type 'other' for dining providers only (ADR 057). */
  dining: boolean;
  special_requests: string | null;
  status: string;
  confirmation_status: string;
  provider_response: string | null;
  admin_notes: string | null;
  provider: RequestProvider | null;
  updates: RequestStatusUpdate[];
  /** Whom an open request waits on and until when; null once answered or closed. */
  response_promise: ResponsePromise | null;
  created_at: string;
  updated_at: string;
}

/** A provider offered in the selection step and the marketplace lists. */
export interface ProviderSummary {
  id: string;
  name: string;
  service_type: string;
  location: string;
  price_range: string;
  description: string;
  rating: number;
  review_count: number;
  response_time: string;
}

/** Outcome of automated matching (spec 02 section 7). */
export interface MatchingResult {
  success: boolean;
  message: string;
  emailsSent: number;
  providersMatched: number;
  fallbackToManual: boolean;
}

/** POST /api/service-requests answers the new request and the providers to choose from. */
export interface CreatedServiceRequest {
  request: ServiceRequestDetail;
  providers: ProviderSummary[];
  /** Requests left this month under the member's plan (null = unlimited). */
  remaining_this_month: number | null;
}

/**
 * 409 LIKELY_DUPLICATE: the member already has an open request for the same service at the same
 * preferred date and time. The form and the assistant ask before filing it anyway (`file_anyway`).
 */
export const LIKELY_DUPLICATE_MESSAGE =
  'You already have an open request for this service at the same date and time.';
export const LIKELY_DUPLICATE_QUESTION = 'File this request as well?';
export const FILE_ANYWAY = 'File anyway';

export const REQUEST_TOASTS = {
  submitFailedTitle: 'Error',
  submitFailed: 'Failed to submit request. Please try again.',
  assignmentFailedTitle: 'Assignment Failed',
  assignmentFailed: 'Failed to assign provider. Please try again.',
  providersFailed: 'Failed to load service providers',
  matchFoundTitle: 'Automated Match Found',
  receivedTitle: 'Request Received',
} as const;
