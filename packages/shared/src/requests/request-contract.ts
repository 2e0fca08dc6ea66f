import { z } from 'zod';
import { HH_MM, isRealDate } from '../onboarding/onboarding-contract';
import { SERVICE_TYPE_VALUES } from './service-types';
import {
  DESCRIPTION_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  SPECIAL_REQUESTS_MAX_LENGTH,
} from './request-rules';

export * from './request-rules';

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
  /** The member saw the likely-duplicate warning and files this request as well. */
  file_anyway: z.boolean({ error: 'file_anyway must be true or false' }).default(false),
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
