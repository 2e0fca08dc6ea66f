import { z } from 'zod';
import { HH_MM, isRealDate } from '../onboarding/onboarding-contract';
import { SERVICE_TYPE_VALUES } from './service-types';
import type { ResponsePromise } from './response-promise';

export const DESCRIPTION_MAX_LENGTH = 2000;
export const LOCATION_MAX_LENGTH = 120;
export const SPECIAL_REQUESTS_MAX_LENGTH = 1000;

/** The concierge form (spec 02 sections 2 and 5): type and description required, the rest optional. */
export const serviceRequestFormSchema = z.object({
  service_type: z.enum(SERVICE_TYPE_VALUES, { error: 'Please choose a service type' }),
  description: z
    .string({ error: 'Please describe what you need' })
    .trim()
    .min(1, 'Please describe what you need')
    .max(
      DESCRIPTION_MAX_LENGTH,
      `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`,
    ),
  preferred_date: z
    .string({ error: 'Preferred date must be a date' })
    .trim()
    .refine((value) => value === '' || isRealDate(value), 'Preferred date must be a real date')
    .default(''),
  preferred_time: z
    .string({ error: 'Preferred time must be a time' })
    .trim()
    .refine((value) => value === '' || HH_MM.test(value), 'Preferred time must be like 14:30')
    .default(''),
  location: z
    .string({ error: 'Location must be text' })
    .trim()
    .max(LOCATION_MAX_LENGTH, `Location must be at most ${LOCATION_MAX_LENGTH} characters`)
    .default(''),
  special_requests: z
    .string({ error: 'Special requests must be text' })
    .trim()
    .max(
      SPECIAL_REQUESTS_MAX_LENGTH,
      `Special requests must be at most ${SPECIAL_REQUESTS_MAX_LENGTH} characters`,
    )
    .default(''),
});
export type ServiceRequestForm = z.input<typeof serviceRequestFormSchema>;

export const chooseProviderSchema = z.object({
  provider_id: z.uuid({ error: 'Choose a provider from the list' }),
});

export const declineReasonSchema = z
  .string({ error: 'Please give a reason for declining' })
  .trim()
  .min(3, 'Please give a reason for declining')
  .max(1000, 'The reason must be at most 1000 characters');

/** A provider's answer through a one-click link or the provider view. */
export const providerResponseSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('confirm'),
      message: z
        .string()
        .trim()
        .max(1000, 'The message must be at most 1000 characters')
        .default(''),
    }),
    z.object({ action: z.literal('decline'), reason: declineReasonSchema }),
  ],
  { error: 'Choose confirm or decline' },
);
export type ProviderResponse = z.input<typeof providerResponseSchema>;

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

export const REQUEST_TOASTS = {
  submitFailedTitle: 'Error',
  submitFailed: 'Failed to submit request. Please try again.',
  assignmentFailedTitle: 'Assignment Failed',
  assignmentFailed: 'Failed to assign provider. Please try again.',
  providersFailed: 'Failed to load service providers',
  matchFoundTitle: 'Automated Match Found',
  receivedTitle: 'Request Received',
} as const;
