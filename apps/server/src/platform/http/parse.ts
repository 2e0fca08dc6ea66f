import { firstErrors } from '@aurum/shared/auth/auth-contract';
import type { z } from 'zod';
import { AppError } from '../errors';

/** Validates input with a shared schema; a failure is a 400 with the first message per field. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  code = 'VALIDATION_ERROR',
): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = firstErrors(result.error);
  const message = Object.values(errors)[0] ?? 'The request is not valid';
  throw new AppError(code, message, 400, { errors });
}
