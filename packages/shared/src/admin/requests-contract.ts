import { z } from 'zod';
import { CONFIRMATION_STATUSES } from '../requests/confirmation-status';
import type { ProviderSummary, ServiceRequestDetail } from '../requests/request-contract';
import { REQUEST_STATUSES } from '../requests/request-status';
import { SERVICE_TYPE_VALUES } from '../requests/service-types';
import { optionalParam, searchParam } from './list-query-contract';
import { ADMIN_NOTES_MAX_LENGTH, COMPLETION_REASON_MAX_LENGTH } from './request-queue-rules';

export * from './request-queue-rules';

export const QUEUE_PAGE_SIZE = 25;

/** GET /api/admin/requests: the staff request queue, newest first, in keyset pages. */
export const requestQueueQuerySchema = z.object({
  status: optionalParam(z.enum(REQUEST_STATUSES, { error: 'Choose a valid status' })),
  confirmation: optionalParam(
    z.enum(CONFIRMATION_STATUSES, { error: 'Choose a valid confirmation status' }),
  ),
  service_type: optionalParam(
    z.enum(SERVICE_TYPE_VALUES, { error: 'Choose a valid service type' }),
  ),
  q: searchParam,
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(QUEUE_PAGE_SIZE),
  cursor: optionalParam(z.string().max(200, 'The cursor is not valid')),
});
export type RequestQueueQuery = z.input<typeof requestQueueQuerySchema>;
/** The queue's filters as the console holds them ('' = any). */
export interface RequestQueueFilters {
  status: string;
  confirmation: string;
  service_type: string;
  q: string;
}

/** The member who filed a request, as staff see them. */
export interface RequestMember {
  id: string;
  name: string;
  email: string;
}

export interface AdminServiceRequest extends ServiceRequestDetail {
  member: RequestMember;
}

export interface RequestQueuePage {
  items: AdminServiceRequest[];
  /** Pass as ?cursor= for the next page; null on the last page. */
  next_cursor: string | null;
}

/** A provider asked to take the request (by matching, the member's choice or staff). */
export interface RequestAssignment {
  id: string;
  provider_id: string;
  provider_name: string;
  provider_email: string;
  assigned_by: string;
  /** pending, confirmed, declined or withdrawn. */
  response: string;
  response_message: string | null;
  responded_at: string | null;
  created_at: string;
}

/**
 * GET /api/admin/requests/:id/candidates: the providers automatic matching would ask for the
 * request, in its order (service type, the place's metro area, then National, best rated first).
 */
export interface RequestCandidate extends ProviderSummary {
  /** Already asked about this request and not answered yet: assigning them again is refused. */
  already_asked: boolean;
}

export interface AdminServiceRequestDetail extends AdminServiceRequest {
  assignments: RequestAssignment[];
}

/**
 * POST /api/admin/requests/:id/assign: spec 02's assign-provider-manually body. Only the ids are
 * trusted; the server reads the provider's name, e-mail and the request's type itself.
 */
export const assignProviderSchema = z.object({
  providerId: z.uuid({ error: 'Choose a provider to assign' }),
  serviceRequestId: z.uuid({ error: 'The request id is not valid' }).optional(),
  providerName: z.string().max(200).optional(),
  providerEmail: z.string().max(254).optional(),
  serviceType: z.string().max(100).optional(),
  assignedBy: z.literal('manual', { error: "assignedBy must be 'manual'" }).default('manual'),
});
export type AssignProviderBody = z.input<typeof assignProviderSchema>;

/** PUT /api/admin/requests/:id/notes: '' removes the note. */
export const adminNotesSchema = z.object({
  admin_notes: z
    .string({ error: 'Notes must be text' })
    .trim()
    .max(ADMIN_NOTES_MAX_LENGTH, `Notes must be at most ${ADMIN_NOTES_MAX_LENGTH} characters`),
});
export type AdminNotesInput = z.input<typeof adminNotesSchema>;

export const STAFF_STATUSES = ['in_progress', 'completed'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/**
 * POST /api/admin/requests/:id/status. `reason`: why staff complete a request no provider
 * confirmed (recorded in the member's timeline); not needed once a provider confirmed.
 */
export const requestStatusChangeSchema = z.object({
  status: z.enum(STAFF_STATUSES, { error: 'Status must be in_progress or completed' }),
  reason: z
    .string({ error: 'The reason must be text' })
    .trim()
    .max(
      COMPLETION_REASON_MAX_LENGTH,
      `The reason must be at most ${COMPLETION_REASON_MAX_LENGTH} characters`,
    )
    .default(''),
});

export const ADMIN_REQUEST_MESSAGES = {
  assigned: (provider: string) =>
    `${provider} was assigned by the concierge team and asked to confirm.`,
  noteSaved: 'The concierge team added a note to this request.',
  noteRemoved: 'The concierge team removed its note from this request.',
  inProgress: 'The concierge team is now working on this request.',
  completed: 'The concierge team marked this request as completed.',
  completedWithReason: (reason: string) =>
    `The concierge team marked this request as completed: ${reason}`,
  closed: 'This request is closed: it was cancelled or completed.',
  confirmed: 'A provider has already confirmed this request.',
  providerUnavailable: 'That provider is not active. Choose an active provider.',
  alreadyAsked: (provider: string) =>
    `${provider} was already asked about this request and has not answered yet. No second e-mail was sent.`,
  wrongRequest: 'The request id in the body does not match the request.',
  cannotStart: 'Only a pending request can be marked in progress.',
  cannotComplete:
    'Only an open request a provider has confirmed can be marked completed. Otherwise give the reason.',
} as const;
