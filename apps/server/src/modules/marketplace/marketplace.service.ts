import {
  type BrowseResult,
  type EmergencyProvider,
  type FeaturedProvider,
  MARKETPLACE_MESSAGES,
  type MarketplaceCategory,
  type MarketplaceStats,
  type ProviderDetail,
  type ProviderSlots,
  TODAYS_SLOTS_SHOWN,
} from '@aurum/shared/marketplace/marketplace-contract';
import { asMember } from '../../db/as-member';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { NATIONAL } from '@aurum/shared/requests/locations';
import {
  areaFirst,
  type BrowseFilters,
  browseCondition,
  decodeCursor,
  encodeCursor,
} from './browse-filters.repo';
import { localNow } from './market-time';
import * as repo from './marketplace.repo';

export const providerNotFound = () =>
  new AppError('NOT_FOUND', MARKETPLACE_MESSAGES.providerNotFound, 404);
/** How many providers the Emergency tab lists at most. */
const EMERGENCY_LIMIT = 100;

/** What members read in the Service Marketplace (spec 02 sections 2 and 7). */
export class MarketplaceService {
  constructor(
    private db: Database,
    private clock: Clock,
  ) {}

  stats(): Promise<MarketplaceStats> {
    return repo.stats(this.db);
  }

  categories(): Promise<MarketplaceCategory[]> {
    return repo.categories(this.db);
  }

  async browse(filters: BrowseFilters): Promise<BrowseResult> {
    const cursor = filters.cursor ? decodeCursor(filters.cursor) : null;
    const where = browseCondition(filters, localNow(this.clock.now()));
    const byArea = areaFirst(filters);
    const page = await repo.browseProviders(this.db, where, cursor, filters.limit, byArea);
    const last = page.rows.at(-1);
    const position = (row: NonNullable<typeof last>) => ({
      rating: Number(row.rating),
      id: row.id,
      ...(byArea ? { national: row.location === NATIONAL } : {}),
    });
    return {
      items: page.rows.map(repo.toProvider),
      next_cursor: page.more && last ? encodeCursor(position(last)) : null,
      total: page.total,
      total_capped: page.totalCapped,
    };
  }

  featured(): Promise<FeaturedProvider[]> {
    return repo.featuredProviders(this.db, localNow(this.clock.now()).date);
  }

  emergency(): Promise<EmergencyProvider[]> {
    return repo.emergencyProviders(this.db, EMERGENCY_LIMIT);
  }

  /** The provider's real data, figures, reviews, today's first free slots and the next free day. */
  async detail(userId: string, providerId: string): Promise<ProviderDetail> {
    const now = localNow(this.clock.now());
    return asMember(this.db, userId, async ({ tx }) => {
      const row = await repo.findActiveProvider(tx, providerId);
      if (!row) throw providerNotFound();
      // One after the other: a transaction's queries share one connection.
      const stats = await repo.providerFigures(tx, providerId);
      const reviews = await repo.reviewsOf(tx, providerId);
      // One past the block tells whether the day goes on after it.
      const slots = await repo.freeSlots(tx, providerId, now.date, now, TODAYS_SLOTS_SHOWN + 1);
      const next = await repo.nextFreeDate(tx, providerId, now.date, now);
      const used = await repo.completedRequestWith(tx, userId, providerId);
      const reviewed = await repo.hasReviewed(tx, userId, providerId);
      return {
        ...repo.toProvider(row),
        contact_phone: row.contactPhone,
        contact_email: row.contactEmail,
        stats,
        reviews,
        todays_slots: slots.slice(0, TODAYS_SLOTS_SHOWN),
        more_slots_today: slots.length > TODAYS_SLOTS_SHOWN,
        next_available_date: next,
        can_review: used !== null && !reviewed,
        has_reviewed: reviewed,
      };
    });
  }

  /**
   * Free slots of the provider on a date (default today) that have not started, and the first
   * later day with one. A past date has none.
   */
  async slots(providerId: string, date: string | undefined): Promise<ProviderSlots> {
    const now = localNow(this.clock.now());
    const day = date ?? now.date;
    if (!(await repo.findActiveProvider(this.db, providerId))) throw providerNotFound();
    const slots = await repo.freeSlots(this.db, providerId, day, now);
    const next = await repo.nextFreeDate(this.db, providerId, day, now);
    return { date: day, slots, next_available_date: next };
  }
}
