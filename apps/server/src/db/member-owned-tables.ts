import { getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { type Executor, rowsOf } from './client';
import { users } from './schema/auth';
import { schema } from './schema';

/** A table that holds rows of a member: its name and the columns that reference users.id. */
export interface MemberOwnedTable {
  name: string;
  columns: string[];
}

/**
 * Every table of the schema with a column referencing users.id (and users itself), derived from
 * drizzle's table config: the member-owned tables the data export must cover (ADR 055).
 */
export function memberOwnedTables(): MemberOwnedTable[] {
  const usersName = getTableName(users);
  const found: MemberOwnedTable[] = [{ name: usersName, columns: ['id'] }];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const config = getTableConfig(table);
    if (config.name === usersName) continue;
    const columns = config.foreignKeys
      .map((key) => key.reference())
      .filter((ref) => getTableName(ref.foreignTable) === usersName)
      .flatMap((ref) => ref.columns.map((column) => column.name));
    if (columns.length > 0) found.push({ name: config.name, columns: [...new Set(columns)] });
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * How many rows of each member-owned table still reference a user (tests: a deleted member
 * leaves none except the kept ones). Table and column names come from the schema, not input.
 */
export async function countMemberRows(db: Executor, userId: string) {
  const counts: Record<string, number> = {};
  for (const table of memberOwnedTables()) {
    const where = table.columns.map((c) => sql`${sql.identifier(c)} = ${userId}`);
    const result = await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table.name)} where ${sql.join(where, sql` or `)}`,
    );
    counts[table.name] = Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  }
  return counts;
}
