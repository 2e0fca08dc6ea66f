import { z } from 'zod';

/**
 * Text PostgreSQL can store: no NUL character (a `text` column refuses the byte) and no lone
 * UTF-16 surrogate (it has no UTF-8 form). Every input is held to it: request bodies, query
 * strings and paths once for every route, and what other services send Aurum (payment webhooks,
 * the language model) through `storableString`.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed();
}

export const UNSTORABLE_TEXT_MESSAGE =
  'The request contains characters that cannot be stored (a NUL character or a broken unicode sequence)';

/** A zod string that only accepts storable text. */
export const storableString = () =>
  z.string().refine(isStorableText, { error: UNSTORABLE_TEXT_MESSAGE });
