import { z } from 'zod';
import { marketplaceDate } from './marketplace-contract';

/** A featured listing as staff manage it (spec 02 section 3). */
export interface FeaturedListing {
  id: string;
  provider_id: string;
  provider_name: string;
  is_active: boolean;
  start_date: string;
  end_date: string;
  priority_order: number;
  created_at: string;
}

/** What staff send to add or change a listing. */
export type FeaturedListingInput = Pick<
  FeaturedListing,
  'provider_id' | 'is_active' | 'start_date' | 'end_date' | 'priority_order'
>;

const featuredFields = {
  provider_id: z.uuid('Choose a provider'),
  start_date: marketplaceDate('Start date'),
  end_date: marketplaceDate('End date'),
  priority_order: z.coerce
    .number({ error: 'Priority must be a number' })
    .int('Priority must be a whole number')
    .min(0, 'Priority must be 0 or more')
    .max(10_000, 'Priority must be at most 10000'),
  is_active: z.boolean({ error: 'Active must be true or false' }),
};
export const featuredWindowRule = (value: { start_date?: string; end_date?: string }) =>
  !value.start_date || !value.end_date || value.end_date >= value.start_date;
export const featuredWindowMessage = {
  message: 'End date must be on or after the start date',
  path: ['end_date'],
};

/** POST /api/admin/featured. */
export const featuredInputSchema = z
  .object({
    ...featuredFields,
    priority_order: featuredFields.priority_order.default(0),
    is_active: featuredFields.is_active.default(true),
  })
  .refine(featuredWindowRule, featuredWindowMessage);
/** PATCH /api/admin/featured/:id: any of the fields. */
export const featuredPatchSchema = z.object(featuredFields).partial();

/** POST /api/admin/providers/:id/slots/generate. */
export const generateSlotsSchema = z.object({
  from: marketplaceDate('From'),
  weeks: z.coerce
    .number({ error: 'Weeks must be a number' })
    .int('Weeks must be a whole number')
    .min(1, 'Weeks must be 1 to 12')
    .max(12, 'Weeks must be 1 to 12'),
  slot_minutes: z.union([z.literal(30), z.literal(60), z.literal(90), z.literal(120)], {
    error: 'Slot length must be 30, 60, 90 or 120 minutes',
  }),
});
export type GenerateSlotsInput = z.output<typeof generateSlotsSchema>;

/** What generating slots answers: how many new slots were made. */
export interface GeneratedSlots {
  created: number;
}
