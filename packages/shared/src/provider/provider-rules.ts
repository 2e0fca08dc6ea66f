// The provider view's limits and answer shapes, without zod: the web app's screens import these
// (provider-contract.ts adds the answer schemas and re-exports all of this).

export const PROVIDER_MESSAGE_MAX_LENGTH = 1000;

/** What a provider sees of a request: never the member's identity or contact details. */
export interface ProviderRequestSummary {
  id: string;
  service_type: string;
  service_label: string;
  description: string;
  location: string | null;
  preferred_date: string | null;
  /** False when only a date was given: show the day without a time. */
  preferred_time_set: boolean;
  /** How many people, when the member said; null otherwise. */
  party_size: number | null;
  /** A restaurant table (ADR 057). */
  dining: boolean;
  special_requests: string | null;
}

export type ProviderLinkAction = 'confirm' | 'decline';

/** An assignment as the one-click link page sees it (open, answered, or no longer open). */
export type ProviderLinkState = 'open' | 'confirmed' | 'declined' | 'closed';

/**
 * GET /api/provider-links/view?token= answers this with the link's action; POST
 * /api/provider-links/respond answers it without the action, after the answer was applied.
 */
export interface ProviderLinkView {
  action?: ProviderLinkAction;
  assignment_id: string;
  state: ProviderLinkState;
  provider_name: string;
  request: ProviderRequestSummary;
}

/** provider_assignments.response: withdrawn when another provider took it, the request ended or changed. */
export type ProviderAssignmentResponse = 'pending' | 'confirmed' | 'declined' | 'withdrawn';

/** Where an assignment stands for the provider view: expired = no answer before link_expires_at. */
export type ProviderAssignmentState = ProviderLinkState | 'expired';

/** One request sent to the signed-in provider (GET /api/provider/requests). */
export interface ProviderAssignment {
  assignment_id: string;
  state: ProviderAssignmentState;
  response: ProviderAssignmentResponse;
  /** The note or quote of a confirmation, or the reason of a decline. */
  response_message: string | null;
  /** 'auto' (matching), 'member' (the member chose them) or 'manual' (staff). */
  assigned_by: string;
  /** The provider can answer until then (the e-mailed links expire at the same moment). */
  link_expires_at: string;
  responded_at: string | null;
  created_at: string;
  request: ProviderRequestSummary & { status: string; confirmation_status: string };
}

/** GET /api/provider/requests: the provider record of the account and its requests, newest first. */
export interface ProviderRequestsList {
  provider: { id: string; name: string };
  assignments: ProviderAssignment[];
}

/** GET /api/provider/contact: where providers write when a link or answer does not work. */
export interface ProviderContact {
  concierge_email: string;
}
