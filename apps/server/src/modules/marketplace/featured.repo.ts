import type { FeaturedListing } from '@aurum/shared/marketplace/marketplace-staff-contract';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { featuredListings } from '../../db/schema/marketplace';
import { providerDirectory } from '../providers/providers.api';

/** A featured listing as staff see it. */

export interface FeaturedValues {
  providerId: string;
  isActive: boolean;
  startDate: string;
  endDate: string;
  priorityOrder: number;
}

const f = featuredListings;
const select = (db: Executor) =>
  db
    .select({
      id: f.id,
      providerId: f.providerId,
      providerName: providerDirectory.name,
      isActive: f.isActive,
      startDate: f.startDate,
      endDate: f.endDate,
      priorityOrder: f.priorityOrder,
      createdAt: f.createdAt,
    })
    .from(f)
    .innerJoin(providerDirectory, eq(providerDirectory.id, f.providerId));
type Row = Awaited<ReturnType<typeof select>>[number];

const toListing = (row: Row): FeaturedListing => ({
  id: row.id,
  provider_id: row.providerId,
  provider_name: row.providerName,
  is_active: row.isActive,
  start_date: row.startDate,
  end_date: row.endDate,
  priority_order: row.priorityOrder,
  created_at: row.createdAt.toISOString(),
});

export async function listFeatured(db: Executor) {
  const rows = await select(db).orderBy(asc(f.priorityOrder), asc(f.startDate), asc(f.createdAt));
  return rows.map(toListing);
}

export async function findFeatured(db: Executor, id: string) {
  const [row] = await select(db).where(eq(f.id, id));
  return row ? toListing(row) : null;
}

export async function insertFeatured(db: Executor, values: FeaturedValues, now: Date) {
  const [row] = await db
    .insert(f)
    .values({ ...values, createdAt: now })
    .returning({ id: f.id });
  return row!.id;
}

export async function updateFeatured(db: Executor, id: string, values: FeaturedValues) {
  await db.update(f).set(values).where(eq(f.id, id));
}

export async function deleteFeatured(db: Executor, id: string) {
  const rows = await db.delete(f).where(eq(f.id, id)).returning({ id: f.id });
  return rows.length > 0;
}
