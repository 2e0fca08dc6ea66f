import { isRealDate } from '@aurum/shared/onboarding/onboarding-schema';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { serviceProviders } from '../../db/schema/providers';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { parseAvailabilityHours, slotsFor, unparseableHours } from './availability-hours';
import * as featured from './featured.repo';
import { insertSlots } from './marketplace-writes.repo';
import { localNow } from './market-time';

const realDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine(isRealDate, `${label} must be a real date (YYYY-MM-DD)`);

const featuredFields = {
  provider_id: z.uuid('Choose a provider'),
  start_date: realDate('Start date'),
  end_date: realDate('End date'),
  priority_order: z.coerce
    .number({ error: 'Priority must be a number' })
    .int('Priority must be a whole number')
    .min(0, 'Priority must be 0 or more')
    .max(10_000, 'Priority must be at most 10000'),
  is_active: z.boolean({ error: 'Active must be true or false' }),
};
const windowRule = (value: { start_date?: string; end_date?: string }) =>
  !value.start_date || !value.end_date || value.end_date >= value.start_date;
const windowMessage = {
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
  .refine(windowRule, windowMessage);
/** PATCH /api/admin/featured/:id: any of the fields. */
export const featuredPatchSchema = z.object(featuredFields).partial();

/** POST /api/admin/providers/:id/slots/generate. */
export const generateSlotsSchema = z.object({
  from: realDate('From'),
  weeks: z.coerce
    .number({ error: 'Weeks must be a number' })
    .int('Weeks must be a whole number')
    .min(1, 'Weeks must be 1 to 12')
    .max(12, 'Weeks must be 1 to 12'),
  slot_minutes: z.union([z.literal(30), z.literal(60), z.literal(90), z.literal(120)], {
    error: 'Slot length must be 30, 60, 90 or 120 minutes',
  }),
});

export const featuredNotFound = () => new AppError('NOT_FOUND', 'Featured listing not found', 404);
const providerNotFound = () => new AppError('NOT_FOUND', 'Provider not found', 404);

/** Staff keep the Featured tab and providers' bookable slots. */
export class MarketplaceStaffService {
  constructor(
    private db: Database,
    private clock: Clock,
  ) {}

  listFeatured() {
    return featured.listFeatured(this.db);
  }

  async createFeatured(input: z.output<typeof featuredInputSchema>) {
    await this.assertProvider(input.provider_id);
    const id = await featured.insertFeatured(this.db, values(input), this.clock.now());
    return (await featured.findFeatured(this.db, id))!;
  }

  async updateFeatured(id: string, patch: z.output<typeof featuredPatchSchema>) {
    const current = await featured.findFeatured(this.db, id);
    if (!current) throw featuredNotFound();
    const merged = { ...current, ...stripUndefined(patch) };
    if (!windowRule(merged)) {
      throw new AppError('VALIDATION_ERROR', windowMessage.message, 400, {
        errors: { end_date: windowMessage.message },
      });
    }
    if (patch.provider_id) await this.assertProvider(patch.provider_id);
    await featured.updateFeatured(this.db, id, values(merged));
    return (await featured.findFeatured(this.db, id))!;
  }

  async deleteFeatured(id: string) {
    if (!(await featured.deleteFeatured(this.db, id))) throw featuredNotFound();
  }

  /** Creates the provider's missing slots from its availability hours; answers how many. */
  async generateSlots(providerId: string, input: z.output<typeof generateSlotsSchema>) {
    const [provider] = await this.db
      .select({ hours: serviceProviders.availabilityHours })
      .from(serviceProviders)
      .where(eq(serviceProviders.id, providerId));
    if (!provider) throw providerNotFound();
    const hours = parseAvailabilityHours(provider.hours);
    if (!hours) throw unparseableHours(provider.hours);
    const now = localNow(this.clock.now());
    const slots = slotsFor(hours, input.from, input.weeks * 7, input.slot_minutes, now);
    return { created: await insertSlots(this.db, providerId, slots) };
  }

  private async assertProvider(id: string) {
    const [row] = await this.db
      .select({ id: serviceProviders.id })
      .from(serviceProviders)
      .where(eq(serviceProviders.id, id));
    if (!row) throw providerNotFound();
  }
}

const stripUndefined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

const values = (input: {
  provider_id: string;
  start_date: string;
  end_date: string;
  priority_order: number;
  is_active: boolean;
}): featured.FeaturedValues => ({
  providerId: input.provider_id,
  isActive: input.is_active,
  startDate: input.start_date,
  endDate: input.end_date,
  priorityOrder: input.priority_order,
});
