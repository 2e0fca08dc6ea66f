import { z } from 'zod';
import type { AppError } from '../errors';

const idParams = z.object({ id: z.uuid() });

/**
 * The `:id` of a route's path. Anything that is not a UUID names nothing, so it is the route's
 * own 404 (never a database error).
 */
export function pathId(params: unknown, notFound: () => AppError): string {
  const parsed = idParams.safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}
