import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, migrationsDirectory, rowsOf } from './client';

/** The newest committed migration's timestamp, as drizzle's journal lists them. */
function newestCommittedMigration(folder: string): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database has every committed migration: drizzle applies the migrations newer than
 * the newest `created_at` it recorded, so the database is current when that is the journal's
 * newest. A database that is not reachable throws (the caller answers 503).
 */
export function migrationsState(db: Database, folder = migrationsDirectory) {
  const expected = newestCommittedMigration(folder);
  return async (): Promise<{ applied: boolean }> => {
    const table = rowsOf<{ present: boolean }>(
      await db.execute(
        sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
      ),
    ).at(0);
    if (!table?.present) return { applied: false };
    const recorded = rowsOf<{ newest: string | null }>(
      await db.execute(
        sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
      ),
    ).at(0);
    return { applied: Number(recorded?.newest ?? 0) >= expected };
  };
}
