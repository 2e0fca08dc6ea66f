import { z } from 'zod';

/** A query-string parameter that may be left out; '' counts as left out. */
export const optionalParam = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Free-text search of the staff console's lists. */
export const searchParam = optionalParam(
  z
    .string({ error: 'Search must be text' })
    .trim()
    .max(200, 'Search must be at most 200 characters'),
);

/** ?active=true|false: only active or only inactive rows. */
export const activeParam = optionalParam(
  z
    .enum(['true', 'false'], { error: 'active must be true or false' })
    .transform((value) => value === 'true'),
);
