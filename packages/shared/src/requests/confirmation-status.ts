/** Request confirmation_status (spec 01 section 4, spec 02 section 3). */
export const CONFIRMATION_STATUSES = ['confirming', 'pending', 'confirmed', 'declined'] as const;
export type ConfirmationStatus = (typeof CONFIRMATION_STATUSES)[number];

export type DisplayedConfirmation = 'pending' | 'confirmed' | 'declined';

/** Any value other than confirmed or declined shows as pending (clock icon, yellow). */
export function displayedConfirmation(status: string | null | undefined): DisplayedConfirmation {
  return status === 'confirmed' || status === 'declined' ? status : 'pending';
}

/** A member's request as the dashboard's Request Status card shows it (spec 01 section 3). */
export interface RecentServiceRequest {
  id: string;
  service_type: string;
  description: string;
  confirmation_status: string;
  created_at: string;
  preferred_date: string | null;
  /**
   * service_requests.status and the latest progress entry of its timeline (latestProgressStatus),
   * which the displayed status needs (displayedRequestStatus). Optional until GET
   * /api/service-requests sends them; without them a request counts as pending.
   */
  status?: string;
  latest_update_status?: string | null;
}

export const RECENT_REQUESTS_LIMIT = 3;
