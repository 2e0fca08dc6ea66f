import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../platform/errors';

/** The id of the path; anything that is not a UUID names nothing, so it is a 404. */
export function pathId(params: unknown, notFound: () => AppError): string {
  const parsed = z.object({ id: z.uuid() }).safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

/** True when the database refused a row for a unique constraint (also when wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Case-insensitive "contains" for a staff search; %, _ and \ in the text match themselves. */
export function contains(column: SQLWrapper, text: string): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql`${column} ilike ${pattern}`;
}

/**
 * Runs staff work; an unexpected failure is logged and answered with the given message, while
 * the AppErrors of the work (not found, conflicts) reach the caller as they are.
 */
export async function orFail<T>(
  log: FastifyBaseLogger,
  failure: { code: string; message: string },
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.error({ err: error }, failure.code);
    throw new AppError(failure.code, failure.message, 500);
  }
}
