import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** True when the database refused a row for a unique constraint (also when wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Case-insensitive "contains" for a search; %, _ and \ in the text match themselves. */
export function contains(column: SQLWrapper, text: string): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql`${column} ilike ${pattern}`;
}
