import type { AdminCategory, CategoryValues } from '@aurum/shared/admin/categories-contract';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { serviceCategories, serviceProviders } from '../../db/schema/providers';

/** Every category, active or not, by name, with how many providers it files. */
export async function listCategories(db: Executor, id?: string): Promise<AdminCategory[]> {
  const rows = await db
    .select({
      id: serviceCategories.id,
      name: serviceCategories.name,
      description: serviceCategories.description,
      icon: serviceCategories.icon,
      isActive: serviceCategories.isActive,
      createdAt: serviceCategories.createdAt,
      providerCount: count(serviceProviders.id),
    })
    .from(serviceCategories)
    .leftJoin(serviceProviders, eq(serviceProviders.categoryId, serviceCategories.id))
    .where(id ? eq(serviceCategories.id, id) : undefined)
    .groupBy(serviceCategories.id)
    .orderBy(asc(serviceCategories.name));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    icon: row.icon,
    is_active: row.isActive,
    provider_count: Number(row.providerCount),
    created_at: row.createdAt.toISOString(),
  }));
}

/** Inserts a category; null when the name is taken. */
export async function insertCategory(db: Executor, values: CategoryValues, now: Date) {
  const [row] = await db
    .insert(serviceCategories)
    .values({
      name: values.name,
      description: values.description,
      icon: values.icon,
      isActive: values.is_active,
      createdAt: now,
    })
    .onConflictDoNothing({ target: serviceCategories.name })
    .returning({ id: serviceCategories.id });
  return row?.id ?? null;
}

/** Applies the changed fields; false when there is no such category. */
export async function updateCategory(db: Executor, id: string, values: Partial<CategoryValues>) {
  const rows = await db
    .update(serviceCategories)
    .set({
      name: values.name,
      description: values.description,
      icon: values.icon,
      isActive: values.is_active,
    })
    .where(eq(serviceCategories.id, id))
    .returning({ id: serviceCategories.id });
  return rows.length > 0;
}

/** Whether another category has this name, ignoring case ("Yachts" and "yachts" are one). */
export async function categoryNameTaken(db: Executor, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: serviceCategories.id })
    .from(serviceCategories)
    .where(
      and(
        sql`lower(${serviceCategories.name}) = lower(${name})`,
        exceptId ? ne(serviceCategories.id, exceptId) : undefined,
      ),
    );
  return Boolean(row);
}
