import { z } from 'zod';
import type { ServiceRequestDetail } from './request-contract';
import { REQUEST_FILTERS, REQUEST_STATUS_PAGE_SIZE } from './request-status';

/**
 * GET /api/service-requests/details?limit=&cursor=&filter=: one page of the member's requests,
 * newest first, filtered as the /request-status buttons filter (by displayed status). Without
 * any of these parameters the endpoint answers the whole list as before (an array, full
 * timelines) for the screens that have not moved to pages yet.
 */
export const requestStatusPageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(REQUEST_STATUS_PAGE_SIZE),
  cursor: z
    .string()
    .max(200, 'The cursor is not valid')
    .optional()
    .transform((value) => value || undefined),
  filter: z.enum(REQUEST_FILTERS, { error: 'Choose a valid filter' }).default('all'),
});
export type RequestStatusPageQuery = z.input<typeof requestStatusPageQuerySchema>;

/**
 * A request on a page of /request-status: `updates` holds only the newest STATUS_TIMELINE_LENGTH
 * entries (the card shows no more); the full timeline is GET /api/service-requests/:id.
 */
export interface RequestStatusItem extends ServiceRequestDetail {
  /** How many timeline entries the request has in all. */
  updates_count: number;
  /** The newest entry that records progress, over the whole timeline (latestProgressStatus). */
  latest_update_status: string | null;
}

export interface RequestStatusPage {
  items: RequestStatusItem[];
  /** Pass as ?cursor= (with the same filter) for the next page; null on the last page. */
  next_cursor: string | null;
}
