import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client';
import type { SealedTable } from './sealed-columns';

export type SealedRow = { row_key: string } & Record<string, string | null>;

/** Some sealed value of the row is not under the current key. */
const notCurrent = (table: SealedTable, keyId: string): SQL =>
  sql.join(
    table.columns.map(({ column }) => {
      const value = sql.identifier(column);
      return sql`(${value} is not null and ${value} not like ${`${keyId}:%`})`;
    }),
    sql` or `,
  );

/**
 * Up to `limit` rows with a value sealed under another key, locked for the caller's transaction;
 * rows another re-seal holds are skipped (two instances share the work, none waits).
 */
export async function lockRowsToReseal(
  tx: Executor,
  table: SealedTable,
  keyId: string,
  limit: number,
): Promise<SealedRow[]> {
  const columns = sql.join(
    table.columns.map(({ column }) => sql.identifier(column)),
    sql`, `,
  );
  return rowsOf<SealedRow>(
    await tx.execute(sql`
      select ${sql.identifier(table.rowKey)}::text as row_key, ${columns}
      from ${sql.identifier(table.table)}
      where ${notCurrent(table, keyId)}
      limit ${limit}
      for update skip locked`),
  );
}

/** Writes a row's values sealed again, and the id of the key that sealed them. */
export async function writeResealed(
  tx: Executor,
  table: SealedTable,
  rowKey: string,
  values: Record<string, string | null>,
  keyId: string,
) {
  const assignments = Object.entries(values).map(
    ([column, value]) => sql`${sql.identifier(column)} = ${value}`,
  );
  await tx.execute(sql`
    update ${sql.identifier(table.table)}
    set ${sql.join(assignments, sql`, `)}, key_id = ${keyId}
    where ${sql.identifier(table.rowKey)} = ${rowKey}`);
}

/** How many rows of the table hold a value not under the current key. */
export async function countRowsToReseal(
  tx: Executor,
  table: SealedTable,
  keyId: string,
): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      select count(*)::int as n from ${sql.identifier(table.table)}
      where ${notCurrent(table, keyId)}`),
  );
  return Number(row?.n ?? 0);
}

/** Every `sealed_*` column of the database, as `table.column`. */
export async function sealedColumnsOfTheDatabase(tx: Executor): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await tx.execute(sql`
      select table_name || '.' || column_name as name from information_schema.columns
      where table_schema = 'public' and column_name like 'sealed\\_%'
      order by 1`),
  ).map((row) => row.name);
}
