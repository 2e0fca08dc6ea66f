import {
  type featuredInputSchema,
  type featuredPatchSchema,
  featuredWindowMessage,
  featuredWindowRule,
  type generateSlotsSchema,
} from '@aurum/shared/marketplace/marketplace-staff-contract';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { parseAvailabilityHours, slotsFor, unparseableHours } from './availability-hours';
import * as featured from './featured.repo';
import { insertSlots, providerAvailabilityHours } from './marketplace-writes.repo';
import { addDays, localNow } from './market-time';

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
    if (!featuredWindowRule(merged)) {
      throw new AppError('VALIDATION_ERROR', featuredWindowMessage.message, 400, {
        errors: { end_date: featuredWindowMessage.message },
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
    const provider = await providerAvailabilityHours(this.db, providerId);
    if (!provider) throw providerNotFound();
    const hours = parseAvailabilityHours(provider.hours);
    if (!hours) throw unparseableHours(provider.hours);
    const now = localNow(this.clock.now());
    const slots = slotsFor(hours, input.from, input.weeks * 7, input.slot_minutes, now);
    return { created: await insertSlots(this.db, providerId, slots) };
  }

  private async assertProvider(id: string) {
    if (!(await providerAvailabilityHours(this.db, id))) throw providerNotFound();
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

/**
 * For the embedded demo seed: a provider's slots for the next `days` days from its availability
 * hours (those it does not have yet), in the caller's transaction; 0 when the hours are unreadable.
 */
export async function seedProviderSlots(
  tx: Executor,
  provider: { id: string; hours: string },
  now: Date,
  days: number,
  slotMinutes: number,
): Promise<number> {
  const hours = parseAvailabilityHours(provider.hours);
  if (!hours) return 0;
  const today = localNow(now);
  return insertSlots(tx, provider.id, slotsFor(hours, today.date, days, slotMinutes, today));
}

/** For the embedded demo seed: a featured window of `days` days starting today (local dates). */
export function featuredWindowFromToday(now: Date, days: number) {
  const today = localNow(now).date;
  return { startDate: today, endDate: addDays(today, days - 1) };
}
