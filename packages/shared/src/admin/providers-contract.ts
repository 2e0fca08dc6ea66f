import { z } from 'zod';
import { emailSchema, nameProblem, newPasswordSchema } from '../auth/auth-contract';
import { SERVICE_TYPE_VALUES } from '../requests/service-types';
import { activeParam, optionalParam, searchParam } from './list-query-contract';
import { PROVIDER_LOCATIONS, PROVIDER_DESCRIPTION_MAX_LENGTH } from './providers-rules';

export * from './providers-rules';

const SHORT_TEXT = 120;

/** A provider as the staff console shows and edits it (spec 02 section 3 + marketplace fields). */
export interface AdminProvider {
  id: string;
  name: string;
  service_type: string;
  category_id: string | null;
  location: string;
  price_range: string;
  price_from_cents: number | null;
  description: string;
  rating: number;
  review_count: number;
  contact_email: string;
  contact_phone: string;
  is_active: boolean;
  /** Takes restaurant tables: asked for the assistant's table bookings (ADR 057). */
  dining: boolean;
  availability_hours: string;
  response_time: string;
  completed_jobs: number;
  years_experience: number;
  /** The e-mail of the provider's own sign-in, when one was created. */
  account_email: string | null;
  created_at: string;
  updated_at: string;
}

/** GET /api/admin/providers. */
export const providerListQuerySchema = z.object({
  q: searchParam,
  service_type: optionalParam(
    z.enum(SERVICE_TYPE_VALUES, { error: 'Choose a valid service type' }),
  ),
  active: activeParam,
});
export type ProviderListQuery = z.input<typeof providerListQuerySchema>;

const text = (label: string, max = SHORT_TEXT) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const count = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max}`);

/** Phone numbers as printed, e.g. "+27 11 482 7751"; '' when unknown. */
const PROVIDER_PHONE = /^$|^\+?[\d][\d\s()-]{5,24}$/;

/** Every editable field, without defaults (PATCH sends only what changed). */
const providerFields = {
  name: text('Name').min(2, 'Name must be at least 2 characters'),
  service_type: z.enum(SERVICE_TYPE_VALUES, { error: 'Choose a service type' }),
  category_id: z.uuid({ error: 'Choose a valid category' }).nullable(),
  location: z.enum(PROVIDER_LOCATIONS, { error: 'Choose a recognised location or National' }),
  price_range: text('Price range'),
  price_from_cents: count('Lowest price', 100_000_000_00).nullable(),
  description: text('Description', PROVIDER_DESCRIPTION_MAX_LENGTH),
  contact_email: emailSchema,
  contact_phone: text('Phone', 40).regex(PROVIDER_PHONE, 'Please enter a valid phone number'),
  is_active: z.boolean({ error: 'Active must be true or false' }),
  dining: z.boolean({ error: 'Restaurant tables must be true or false' }),
  availability_hours: text('Availability hours'),
  response_time: text('Response time'),
  completed_jobs: count('Completed jobs', 1_000_000),
  years_experience: count('Years of experience', 100),
};

/** POST /api/admin/providers: name, type, location and e-mail required; the rest has defaults. */
export const providerInputSchema = z.object({
  ...providerFields,
  category_id: providerFields.category_id.default(null),
  price_range: providerFields.price_range.default(''),
  price_from_cents: providerFields.price_from_cents.default(null),
  description: providerFields.description.default(''),
  contact_phone: providerFields.contact_phone.default(''),
  is_active: providerFields.is_active.default(true),
  dining: providerFields.dining.default(false),
  availability_hours: providerFields.availability_hours.default(''),
  response_time: providerFields.response_time.default(''),
  completed_jobs: providerFields.completed_jobs.default(0),
  years_experience: providerFields.years_experience.default(0),
});
export type ProviderInput = z.input<typeof providerInputSchema>;
export type ProviderValues = z.output<typeof providerInputSchema>;

/** PATCH /api/admin/providers/:id: any subset of the fields. */
export const providerPatchSchema = z
  .object(providerFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Change at least one field');
export type ProviderPatch = z.input<typeof providerPatchSchema>;

/** A required name under the sign-up name rules. */
export const requiredNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .superRefine((name, ctx) => {
    const problem = nameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** POST /api/admin/providers/:id/account: a confirmed sign-in with role provider. */
export const providerAccountSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  name: requiredNameSchema,
});
export type ProviderAccountInput = z.input<typeof providerAccountSchema>;

export const ADMIN_PROVIDER_MESSAGES = {
  emailTaken: 'A provider with this contact e-mail already exists.',
  notFound: 'Provider not found',
  hasAccount: 'This provider already has a sign-in.',
  accountEmailTaken: 'An account with this e-mail already exists.',
} as const;
