/**
 * GET /api/service-requests/allowance: the member's monthly concierge allowance, told before the
 * form is filled (spec 02 section 9's plan limits). The same rule the server enforces when filing.
 */
export interface RequestAllowance {
  /** The plan's monthly limit; null = unlimited. */
  limit: number | null;
  /** Requests filed this calendar month (Africa/Johannesburg). */
  used: number;
  /** limit - used, never below 0; null = unlimited. */
  remaining: number | null;
  /** When the allowance renews: the start of next month in Johannesburg, ISO 8601. */
  renews_at: string;
  /**
   * Set when the member may file nothing until they choose a plan (the trial or the paid period
   * ended; then remaining is 0): the 403 PLAN_REQUIRED message. Null while they may file.
   */
  plan_required: string | null;
}

/**
 * What a member is told when the plan's monthly requests are used up: the 429
 * REQUEST_LIMIT_REACHED answer of every way of filing a request, and the request form before it
 * is filled.
 */
export const REQUEST_LIMIT_MESSAGE =
  'You have used all the concierge requests your plan includes this month. Upgrade your membership for more.';
